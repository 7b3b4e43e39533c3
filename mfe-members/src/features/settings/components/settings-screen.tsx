import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoggedOutNotice, Screen } from '../../../components';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { PrivacySection } from './privacy-section';

/**
 * /settings, where the account menu's Settings leads (spec 2): the member's password, e-mail address,
 * who can find and contact them, and the way out, with the notification preferences one link away.
 */
export function SettingsScreen() {
  const { t } = useTranslation('members');
  const loggedIn = useSession((state) => state.user !== null);
  return (
    <Screen area="rdv-account" title={t('settings')}>
      {loggedIn ? (
        <>
          <p>
            <Link to="/notifications">{t('notifications')}</Link>
          </p>
          <ChangePasswordForm />
          <ChangeEmailForm />
          <PrivacySection />
          <DeleteAccountSection />
        </>
      ) : (
        <LoggedOutNotice />
      )}
    </Screen>
  );
}
