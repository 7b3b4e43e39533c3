import type { SignupRequest, User } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, NO_SERVER_ERRORS, readServerErrors, type ServerErrors } from '../../../components';
import { DEFAULT_MIN_AGE } from '../constants';
import { clearSignupDraft, keepSignupMessage, readSignupDraft, saveSignupDraft, type SignupDraft } from '../stores/signup-draft';
import { captureTracking, clearTracking, readTracking } from '../stores/tracking';
import { DateOfBirthField } from './date-of-birth-field';

const FIELDS = ['email', 'password', 'name', 'date_of_birth', 'signup_message'] as const;

export interface SignupFormProps {
  /** called with the new member once the account exists (the session store holds it already) */
  onSuccess: (user: User) => void;
  /** tells a surrounding modal when it must not close (spec section 2) */
  onPendingChange?: (pending: boolean) => void;
}

/** The signup form of the /signup screen and of the signup modal. */
export function SignupForm({ onSuccess, onPendingChange }: SignupFormProps) {
  const { t } = useTranslation('signup');
  const signup = useSession((state) => state.signup);
  const minAge = useSession((state) => state.settings?.min_age ?? DEFAULT_MIN_AGE);
  const [draft, setDraft] = useState<SignupDraft>(readSignupDraft);
  // Kept apart from the draft on purpose: the draft goes to storage, the password never does.
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => captureTracking(window.location.search), []);
  useEffect(() => saveSignupDraft(draft), [draft]);

  // After the server named fields, put the member on the first one it named.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const update = (field: keyof SignupDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    onPendingChange?.(true);
    setErrors(NO_SERVER_ERRORS);
    const tracking = readTracking();
    const request: SignupRequest = {
      email: draft.email.trim(),
      password,
      name: draft.name.trim(),
      date_of_birth: draft.date_of_birth,
      ...(draft.signup_message.trim() ? { signup_message: draft.signup_message.trim() } : {}),
      ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
    };
    const done = () => {
      setPending(false);
      onPendingChange?.(false);
    };
    let user: User;
    try {
      user = await signup(request);
    } catch (error) {
      setErrors(readServerErrors(error, FIELDS, t('generic', { ns: 'errors' })));
      done();
      return;
    }
    keepSignupMessage(draft.signup_message);
    clearSignupDraft();
    clearTracking();
    // Hand over first (the screen navigates, the modal closes), then end pending, so a modal can never
    // be closed half-way through the hand-over.
    onSuccess(user);
    done();
  };

  const fieldErrors = errors.fields;
  return (
    <form ref={formRef} className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <FormAlert message={errors.form} />
      <Field label={t('fields.email')} errors={fieldErrors.email}>
        {(control) => (
          <input {...control} type="email" name="email" autoComplete="email" required value={draft.email} onChange={(event) => update('email')(event.target.value)} />
        )}
      </Field>
      <Field label={t('fields.password')} errors={fieldErrors.password} hint={t('signup_form.password_hint')}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('fields.name')} errors={fieldErrors.name}>
        {(control) => (
          <input {...control} type="text" name="name" autoComplete="nickname" required value={draft.name} onChange={(event) => update('name')(event.target.value)} />
        )}
      </Field>
      <DateOfBirthField value={draft.date_of_birth} onChange={update('date_of_birth')} minAge={minAge} errors={fieldErrors.date_of_birth} />
      <Field label={t('fields.signup_message')} errors={fieldErrors.signup_message}>
        {(control) => (
          <textarea {...control} name="signup_message" value={draft.signup_message} onChange={(event) => update('signup_message')(event.target.value)} />
        )}
      </Field>
      <div className="rdv-form__actions">
        <button type="submit" className="rdv-button" disabled={pending}>
          {pending ? t('signup_form.submitting') : t('signup_form.submit')}
        </button>
      </div>
    </form>
  );
}
