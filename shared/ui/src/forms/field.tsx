import { useId, type ReactNode } from 'react';

/** What a field's control needs so that its label and its errors are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** the server's messages for this field, shown beside it */
  errors?: string[];
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and its errors right below it. */
export function Field({ label, errors = [], hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="rdv-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': errors.length > 0, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="rdv-field__hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={errorId} className="rdv-field__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

/** A form library's error for one field (react-hook-form's `FieldError`) as the messages `Field` shows. */
export function fieldMessages(error: { message?: string } | undefined): string[] | undefined {
  return error?.message ? [error.message] : undefined;
}
