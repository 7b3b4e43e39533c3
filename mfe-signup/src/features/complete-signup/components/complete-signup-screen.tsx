import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Screen } from '../../../components';
import { SignupSteps } from './signup-steps';

/** /complete-signup: the signup steps, then the activation e-mail. */
export function CompleteSignupScreen() {
  const { t } = useTranslation('signup');
  const user = useSession((state) => state.user);
  const userLoaded = useSession((state) => state.userLoaded);

  if (user?.status === 'active' && user.signup_step === null) return <Navigate to="/members" replace />;

  let content;
  if (user) content = <SignupSteps user={user} />;
  else if (!userLoaded) content = <p role="status">{t('loading', { ns: 'common' })}</p>;
  else
    content = (
      <p>
        {t('complete_login_needed')} <Link to="/login">{t('login')}</Link>
      </p>
    );
  return (
    <Screen area="rdv-signup" title={t('complete_signup')}>
      {content}
    </Screen>
  );
}
