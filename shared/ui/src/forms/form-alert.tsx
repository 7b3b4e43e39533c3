export interface FormAlertProps {
  message: string | null;
}

/**
 * The form's error region. It is always in the page, so that screen readers announce a message
 * as soon as it appears in it.
 */
export function FormAlert({ message }: FormAlertProps) {
  return (
    <div role="alert" className={message ? 'rdv-alert rdv-alert--danger' : 'rdv-alert--empty'}>
      {message}
    </div>
  );
}
