import './account.css';
import './members.css';

// Form pieces shared with other remotes live in the shared libraries.
export { Field, FormAlert, type FieldControlProps, type FieldProps, type FormAlertProps } from '@rendezvous/ui';
export * from './logged-out-notice';
export { readServerErrors } from '@rendezvous/api-client';
export { LoadFailed, Screen } from '@rendezvous/ui';
export * from './member-thumb';
// The modals load when shown (lazy-match-modal.tsx); the like modal is the shell's, as a widget (widgets/).
export { MatchModal, preloadMatchModal } from './lazy-match-modal';
// The confirmation dialog is the site's own (@rendezvous/ui), shared with chat.
export { ConfirmDialog } from '@rendezvous/ui';
export { InterestIcon } from '@rendezvous/ui';
export * from './interest-picker';
export * from './country-region-fields';
