import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field, FormAlert, NO_SERVER_ERRORS, readServerErrors, Screen, type ServerErrors } from '../../../components';
import { requestPasswordReset } from '../api/request-password-reset';

/** /reset-password: ask for the e-mail with the link to choose a new password. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('signup');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setErrors(NO_SERVER_ERRORS);
    try {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
    } catch (error) {
      // 'E-mail address not found' comes beside the field, 'Too many password reset emails sent...' above.
      setErrors(readServerErrors(error, ['email'], t('generic', { ns: 'errors' })));
    }
    setPending(false);
  };

  return (
    <Screen area="rdv-signup" title={t('reset_password')}>
      {sent ? (
        <p role="status" className="rdv-alert rdv-alert--success">
          {t('reset.sent')}
        </p>
      ) : (
        <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
          <p>{t('reset.intro')}</p>
          <FormAlert message={errors.form} />
          <Field label={t('fields.email')} errors={errors.fields.email}>
            {(control) => (
              <input {...control} type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
            )}
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
