import { zodResolver } from '@hookform/resolvers/zod';
import { readServerErrors } from '@rendezvous/api-client';
import { IDENTITY_ERRORS, loginRequestSchema, type LoginRequest } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Field, FormAlert, Screen } from '../../../components';
import { afterLoginPath } from '../constants';

/** /login: e-mail and password; after login the members area (spec section 2). */
export function LoginScreen() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const login = useSession((state) => state.login);
  // The server's message stays until the next try (typing re-checks nothing); focus stays where it is.
  const { register, handleSubmit, setError, setValue, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const pending = formState.isSubmitting;

  // Someone already logged in has nothing to do here; while our own login runs, the submit handler
  // navigates instead, so the member is not sent twice.
  if (user && !pending) return <Navigate to={afterLoginPath(user)} replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const member = await login(email.trim(), password);
      navigate(afterLoginPath(member), { replace: true });
    } catch (error) {
      // The server words it as the spec does: 'Login failed, please try again', 'Too many incorrect attempts...'
      const problem = readServerErrors(error, [], t('generic', { ns: 'errors' }));
      // A deleted account's owner (right password) reads how to restore it, in their language.
      const message = problem.code === IDENTITY_ERRORS.accountDeleted.code ? t('login_form.account_deleted') : problem.form;
      if (message) setError('root.server', { message });
      setValue('password', '');
    }
  });

  return (
    <Screen area="rdv-signup" title={t('login')}>
      <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <FormAlert message={formState.errors.root?.server?.message ?? null} />
        <Field label={t('fields.email')}>{(control) => <input {...control} {...register('email')} type="email" autoComplete="email" required />}</Field>
        <Field label={t('fields.password')}>
          {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" required />}
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
