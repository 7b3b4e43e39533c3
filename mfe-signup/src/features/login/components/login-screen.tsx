import { IDENTITY_ERRORS } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Field, FormAlert, readServerErrors, Screen } from '../../../components';
import { afterLoginPath } from '../constants';

/** /login: e-mail and password; after login the members area (spec section 2). */
export function LoginScreen() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const login = useSession((state) => state.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // Someone already logged in has nothing to do here; while our own login runs, the submit handler
  // navigates instead, so the member is not sent twice.
  if (user && !pending) return <Navigate to={afterLoginPath(user)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      const member = await login(email.trim(), password);
      navigate(afterLoginPath(member), { replace: true });
    } catch (error) {
      // The server words it as the spec does: 'Login failed, please try again', 'Too many incorrect attempts...'
      const problem = readServerErrors(error, [], t('generic', { ns: 'errors' }));
      // A deleted account's owner (right password) reads how to restore it, in their language.
      setMessage(problem.code === IDENTITY_ERRORS.accountDeleted.code ? t('login_form.account_deleted') : problem.form);
      setPassword('');
      setPending(false);
    }
  };

  return (
    <Screen area="rdv-signup" title={t('login')}>
      <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={message} />
        <Field label={t('fields.email')}>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </Field>
        <Field label={t('fields.password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <div className="rdv-form__actions">
          <button type="submit" className="rdv-button" disabled={pending}>
            {t('login_form.submit')}
          </button>
        </div>
      </form>
      <nav className="rdv-signup__links" aria-label={t('login_form.more')}>
        <Link to="/reset-password">{t('login_form.forgot_password')}</Link>
        <span>
          {t('login_form.no_account')} <Link to="/signup">{t('login_form.signup_link')}</Link>
        </span>
      </nav>
    </Screen>
  );
}
