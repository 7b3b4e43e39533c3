import './signup.css';

// Form pieces shared with other remotes live in the shared libraries.
export { Field, FormAlert, Screen, type FieldControlProps, type FieldProps, type FormAlertProps } from '@rendezvous/ui';
export { readServerErrors } from '@rendezvous/api-client';
