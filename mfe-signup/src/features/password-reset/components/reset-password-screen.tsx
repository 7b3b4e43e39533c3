import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@rendezvous/contracts';
import { fieldMessages } from '@rendezvous/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field, FormAlert, Screen } from '../../../components';
import { requestPasswordReset } from '../api/request-password-reset';

/** /reset-password: ask for the e-mail with the link to choose a new password. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('signup');
  // The server's messages stay until the next try (typing re-checks nothing); focus stays where it is.
  const { register, handleSubmit, setError, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: pending, isSubmitSuccessful: sent } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email: email.trim() });
    } catch (error) {
      // 'E-mail address not found' comes beside the field, 'Too many password reset emails sent...' above.
      const { form } = applyServerErrors(error, ['email'], setError, t('generic', { ns: 'errors' }));
      if (form) setError('root.server', { message: form });
    }
  });

  return (
    <Screen area="rdv-signup" title={t('reset_password')}>
      {sent ? (
        <p role="status" className="rdv-alert rdv-alert--success">
          {t('reset.sent')}
        </p>
      ) : (
        <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
          <p>{t('reset.intro')}</p>
          <FormAlert message={errors.root?.server?.message ?? null} />
          <Field label={t('fields.email')} errors={fieldMessages(errors.email)}>
            {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" required />}
          </Field>
          <div className="rdv-form__actions">
            <button type="submit" className="rdv-button" disabled={pending}>
              {t('reset.submit')}
            </button>
          </div>
        </form>
      )}
      <p className="rdv-signup__links">
        <Link to="/login">{t('reset.back_to_login')}</Link>
      </p>
    </Screen>
  );
}
