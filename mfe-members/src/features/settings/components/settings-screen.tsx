import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';
import { LoggedOutNotice, Screen } from '../../../components';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';

/** /settings: the member's password, e-mail address and the way out (spec section 2, message topics). */
export function SettingsScreen() {
  const { t } = useTranslation('members');
  const loggedIn = useSession((state) => state.user !== null);
  return (
    <Screen title={t('settings')}>
      {loggedIn ? (
        <>
          <ChangePasswordForm />
          <ChangeEmailForm />
          <DeleteAccountSection />
        </>
      ) : (
        <LoggedOutNotice />
      )}
    </Screen>
  );
}
