import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, NO_SERVER_ERRORS, readServerErrors, type ServerErrors } from '../../../components';

export interface StepFormProps {
  title: string;
  text: string;
  submitLabel: string;
  /** field names the server may name in its errors for this step */
  fields?: readonly string[];
  /** saves the step; the wizard moves on when it resolves */
  save: () => Promise<void>;
  /** something of the step is still under way (a photo uploading): the button waits */
  busy?: boolean;
  /** a second way on beside the button ("Not now"), with its own action; its errors show like the button's */
  secondary?: { label: string; action: () => Promise<void> };
  children?: (fieldErrors: Record<string, string[]>) => ReactNode;
}

/** One signup step: its title, its fields, one button; the server's errors beside the fields. */
export function StepForm({ title, text, submitLabel, fields = [], save, busy = false, secondary, children }: StepFormProps) {
  const { t } = useTranslation('signup');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new step replaces the old one in place: move focus to its title so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  const run = async (action: () => Promise<void>) => {
    if (pending || busy) return;
    setPending(true);
    setErrors(NO_SERVER_ERRORS);
    try {
      await action();
    } catch (error) {
      setErrors(readServerErrors(error, fields, t('generic', { ns: 'errors' })));
    }
    // The step may stay (an outcome to explain): its buttons work again. A step that moved on is gone.
    setPending(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(save);
  };

  return (
    <form className="rdv-form" onSubmit={onSubmit} aria-busy={pending || busy}>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <FormAlert message={errors.form} />
      {children?.(errors.fields)}
      <div className="rdv-form__actions">
        <button type="submit" className="rdv-button" disabled={pending || busy}>
          {submitLabel}
        </button>
        {secondary && (
          <button type="button" className="rdv-button rdv-button--ghost" disabled={pending || busy} onClick={() => void run(secondary.action)}>
            {secondary.label}
          </button>
        )}
      </div>
    </form>
  );
}
