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
  children?: (fieldErrors: Record<string, string[]>) => ReactNode;
}

/** One signup step: its title, its fields, one button; the server's errors beside the fields. */
export function StepForm({ title, text, submitLabel, fields = [], save, busy = false, children }: StepFormProps) {
  const { t } = useTranslation('signup');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new step replaces the old one in place: move focus to its title so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || busy) return;
    setPending(true);
    setErrors(NO_SERVER_ERRORS);
    try {
      await save();
    } catch (error) {
      setErrors(readServerErrors(error, fields, t('generic', { ns: 'errors' })));
      setPending(false);
    }
  };

  return (
    <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending || busy}>
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
      </div>
    </form>
  );
}
