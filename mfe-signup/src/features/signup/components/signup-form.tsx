import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { signupRequestSchema, type SignupRequest, type User } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { fieldMessages } from '@rendezvous/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Field, FormAlert } from '../../../components';
import { DEFAULT_MIN_AGE } from '../constants';
import { keepSignupMessage } from '../../../lib/signup-message';
import { clearSignupDraft, readSignupDraft, saveSignupDraft, type SignupDraft } from '../stores/signup-draft';
import { captureTracking, clearTracking, readTracking } from '../stores/tracking';
import { DateOfBirthField } from './date-of-birth-field';

const FIELDS = ['email', 'password', 'name', 'date_of_birth', 'signup_message'] as const;

/** The request's fields the member types; the message is always a text box here (empty: not sent). */
const signupFormSchema = z.extend(z.pick(signupRequestSchema, { email: true, password: true, name: true, date_of_birth: true }), {
  signup_message: z.string(),
});
type SignupFormValues = z.infer<typeof signupFormSchema>;

/** The draft's fields of the form's values, and nothing else (the password never rests in storage). */
function draftOf(values: Partial<SignupFormValues>): SignupDraft {
  return { email: values.email ?? '', name: values.name ?? '', date_of_birth: values.date_of_birth ?? '', signup_message: values.signup_message ?? '' };
}

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
  const defaultValues = useMemo(() => ({ ...readSignupDraft(), password: '' }), []);
  // The server's messages stay until the next try (typing re-checks nothing); the focus moves below.
  const { register, handleSubmit, setError, watch, getValues, control, formState } = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: pending, submitCount } = formState;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => captureTracking(window.location.search), []);
  useEffect(() => {
    saveSignupDraft(draftOf(getValues()));
    const { unsubscribe } = watch((values) => saveSignupDraft(draftOf(values)));
    return unsubscribe;
  }, [watch, getValues]);

  // After the server named fields, put the member on the first one it named.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const onSubmit = handleSubmit(async (values) => {
    onPendingChange?.(true);
    const tracking = readTracking();
    const request: SignupRequest = {
      email: values.email.trim(),
      password: values.password,
      name: values.name.trim(),
      date_of_birth: values.date_of_birth,
      ...(values.signup_message.trim() ? { signup_message: values.signup_message.trim() } : {}),
      ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
    };
    let user: User;
    try {
      user = await signup(request);
    } catch (error) {
      const { form } = applyServerErrors(error, FIELDS, setError, t('generic', { ns: 'errors' }));
      if (form) setError('root.server', { message: form });
      onPendingChange?.(false);
      return;
    }
    keepSignupMessage(values.signup_message);
    clearSignupDraft();
    clearTracking();
    // Hand over first (the screen navigates, the modal closes), then end pending, so a modal can never
    // be closed half-way through the hand-over.
    onSuccess(user);
    onPendingChange?.(false);
  });

  return (
    <form ref={formRef} className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <FormAlert message={errors.root?.server?.message ?? null} />
      <Field label={t('fields.email')} errors={fieldMessages(errors.email)}>
        {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" required />}
      </Field>
      <Field label={t('fields.password')} errors={fieldMessages(errors.password)} hint={t('signup_form.password_hint')}>
        {(field) => <input {...field} {...register('password')} type="password" autoComplete="new-password" required />}
      </Field>
      <Field label={t('fields.name')} errors={fieldMessages(errors.name)}>
        {(field) => <input {...field} {...register('name')} type="text" autoComplete="nickname" required />}
      </Field>
      <Controller
        control={control}
        name="date_of_birth"
        render={({ field }) => <DateOfBirthField value={field.value} onChange={field.onChange} minAge={minAge} errors={fieldMessages(errors.date_of_birth)} />}
      />
      <Field label={t('fields.signup_message')} errors={fieldMessages(errors.signup_message)}>
        {(field) => <textarea {...field} {...register('signup_message')} />}
      </Field>
      <div className="rdv-form__actions">
        <button type="submit" className="rdv-button" disabled={pending}>
          {pending ? t('signup_form.submitting') : t('signup_form.submit')}
        </button>
      </div>
    </form>
  );
}
