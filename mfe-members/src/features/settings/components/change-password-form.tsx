import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, NO_SERVER_ERRORS, readServerErrors, type ServerErrors } from '../../../components';
import { changePassword } from '../api/change-password';

const FIELDS = ['old_password', 'password', 'password_repeat'] as const;

/** Old password, new password twice; the server's messages land beside the field they are about. */
export function ChangePasswordForm() {
  const { t } = useTranslation('members');
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged(false);
    // Same rule and wording as the server (spec section 5), without the round trip.
    if (password !== repeat) {
      setErrors({ fields: { password_repeat: [t('settings_page.passwords_differ')] }, form: null, code: null });
      return;
    }
    setPending(true);
    setErrors(NO_SERVER_ERRORS);
    try {
      await changePassword({ old_password: oldPassword, password, password_repeat: repeat });
      setChanged(true);
      setOldPassword('');
      setPassword('');
      setRepeat('');
    } catch (error) {
      setErrors(readServerErrors(error, FIELDS, t('account.generic_error')));
    }
    setPending(false);
  };

  return (
    <section className="rdv-account__section" aria-labelledby="rdv-settings-password">
      <h2 id="rdv-settings-password">{t('settings_page.password_title')}</h2>
      <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={errors.form} />
        {changed && (
          <p role="status" className="rdv-alert rdv-alert--success">
            {t('settings_page.password_changed')}
          </p>
        )}
        <Field label={t('settings_page.old_password')} errors={errors.fields.old_password}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="old_password"
              autoComplete="current-password"
              required
              value={oldPassword}
              onChange={(event) => setOldPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('settings_page.new_password')} errors={errors.fields.password}>
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
        <Field label={t('settings_page.repeat_password')} errors={errors.fields.password_repeat}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password_repeat"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
          )}
        </Field>
        <div className="rdv-form__actions">
          <button type="submit" className="rdv-button" disabled={pending}>
            {t('settings_page.password_submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
