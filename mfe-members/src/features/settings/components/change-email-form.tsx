import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { emailChangeRequestSchema, type EmailChangeRequest } from '@rendezvous/contracts';
import { fieldMessages } from '@rendezvous/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert } from '../../../components';
import { changeEmail } from '../api/change-email';

/** The new address; it only takes effect once the member opens the link mailed to it (/mail-change/do). */
export function ChangeEmailForm() {
  const { t } = useTranslation('members');
  // Messages stay until the next try (typing re-checks nothing); focus stays where it is.
  const { register, handleSubmit, setError, formState } = useForm<EmailChangeRequest>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: pending } = formState;
  // Said after a request that worked, and gone as soon as the next try starts.
  const sent = formState.isSubmitSuccessful && !pending;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await changeEmail({ email: email.trim() });
    } catch (error) {
      // 'New email adress is invalid.' and 'This email address already owns an account...' come as `email` field errors.
      const { form } = applyServerErrors(error, ['email'], setError, t('account.generic_error'));
      if (form) setError('root.server', { message: form });
    }
  });

  return (
    <section className="rdv-account__section" aria-labelledby="rdv-settings-email">
      <h2 id="rdv-settings-email">{t('settings_page.email_title')}</h2>
      {/* noValidate: the server's wording (spec section 5) explains an invalid address, not the browser's. */}
      <form className="rdv-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={errors.root?.server?.message ?? null} />
        {sent && (
          <p role="status" className="rdv-alert rdv-alert--success">
            {t('settings_page.email_sent')}
          </p>
        )}
        <Field label={t('settings_page.new_email')} errors={fieldMessages(errors.email)}>
          {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" required />}
        </Field>
        <div className="rdv-form__actions">
          <button type="submit" className="rdv-button" disabled={pending}>
            {t('settings_page.email_submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
