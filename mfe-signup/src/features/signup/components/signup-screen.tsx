import { useSession } from '@rendezvous/session-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Screen } from '../../../components';
import { AFTER_SIGNUP_PATH } from '../constants';
import { keepLanderMember } from '../../../lib/lander-member';
import { SignupForm } from './signup-form';

/** /signup */
export function SignupScreen() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [pending, setPending] = useState(false);

  // A member already has an account: back to the unfinished steps, or to the members area. While our
  // own signup runs the form navigates itself.
  if (user && !pending) return <Navigate to={user.signup_step ? AFTER_SIGNUP_PATH : '/members'} replace />;

  return (
    <Screen area="rdv-signup" title={t('signup')}>
      <p>{t('signup_form.intro')}</p>
      <SignupForm
        onPendingChange={setPending}
        onSuccess={() => {
          // signed up on /signup itself: no member lander to return to
          keepLanderMember(undefined);
          navigate(AFTER_SIGNUP_PATH);
        }}
      />
      <p className="rdv-signup__links">
        <span>
          {t('signup_form.have_account')} <Link to="/login">{t('signup_form.login_link')}</Link>
        </span>
      </p>
    </Screen>
  );
}
