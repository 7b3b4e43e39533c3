import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, NO_SERVER_ERRORS, readServerErrors, type ServerErrors } from '../../../components';
import { changeEmail } from '../api/change-email';

/** The new address; it only takes effect once the member opens the link mailed to it (/mail-change/do). */
export function ChangeEmailForm() {
  const { t } = useTranslation('members');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setSent(false);
    setErrors(NO_SERVER_ERRORS);
    try {
      await changeEmail({ email: email.trim() });
      setSent(true);
    } catch (error) {
      // 'New email adress is invalid.' and 'This email address already owns an account...' come as `email` field errors.
      setErrors(readServerErrors(error, ['email'], t('account.generic_error')));
    }
    setPending(false);
  };

  return (
    <section className="rdv-account__section" aria-labelledby="rdv-settings-email">
      <h2 id="rdv-settings-email">{t('settings_page.email_title')}</h2>
      {/* noValidate: the server's wording (spec section 5) explains an invalid address, not the browser's. */}
      <form className="rdv-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={errors.form} />
        {sent && (
          <p role="status" className="rdv-alert rdv-alert--success">
            {t('settings_page.email_sent')}
          </p>
        )}
        <Field label={t('settings_page.new_email')} errors={errors.fields.email}>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
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
