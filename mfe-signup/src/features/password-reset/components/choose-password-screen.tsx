import { IDENTITY_ERRORS } from '@rendezvous/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Field, FormAlert, NO_SERVER_ERRORS, readServerErrors, Screen, type ServerErrors } from '../../../components';
import { confirmPasswordReset } from '../api/confirm-password-reset';

/** /reset-password/do?token=...: the link from the e-mail, to choose the new password. */
export function ChoosePasswordScreen() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);
  const [serverLinkInvalid, setServerLinkInvalid] = useState<string | null>(null);
  // No token at all is the same dead end as an expired one; for the latter the server's wording shows.
  const linkInvalid = token ? serverLinkInvalid : t('choose_password.link_invalid');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Same rule and wording as the server (spec section 5), without the round trip.
    if (password !== repeat) {
      setErrors({ fields: { password_repeat: [t('choose_password.passwords_differ')] }, form: null, code: null });
      return;
    }
    setPending(true);
    setErrors(NO_SERVER_ERRORS);
    try {
      await confirmPasswordReset({ token, password, password_repeat: repeat });
      setChanged(true);
    } catch (error) {
      const read = readServerErrors(error, ['password', 'password_repeat'], t('generic', { ns: 'errors' }));
      if (read.code === IDENTITY_ERRORS.linkInvalid.code) setServerLinkInvalid(read.form);
      else setErrors(read);
    }
    setPending(false);
  };

  let content;
  if (changed) {
    content = (
      <>
        <p role="status" className="rdv-alert rdv-alert--success">
          {t('choose_password.changed')}
        </p>
        <p>
          <Link className="rdv-button" to="/login">
            {t('choose_password.login_link')}
          </Link>
        </p>
      </>
    );
  } else if (linkInvalid) {
    content = (
      <>
        <FormAlert message={linkInvalid} />
        <p>
          <Link to="/reset-password">{t('choose_password.request_new')}</Link>
        </p>
      </>
    );
  } else {
    content = (
      <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={errors.form} />
        <Field label={t('fields.password_new')} errors={errors.fields.password} hint={t('signup_form.password_hint')}>
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
        <Field label={t('fields.password_repeat')} errors={errors.fields.password_repeat}>
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
            {t('choose_password.submit')}
          </button>
        </div>
      </form>
    );
  }
  return <Screen area="rdv-signup" title={t('reset_password_do')}>{content}</Screen>;
}
