import { REACTIVATION_WINDOW_DAYS } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components';

/** /account-deleted: deletion can be undone within 14 days by the link in the e-mail (spec sections 4, 9). */
export function AccountDeletedScreen() {
  const { t } = useTranslation('signup');
  const loggedIn = useSession((state) => state.user !== null);
  const refresh = useSession((state) => state.refresh);

  // Deleting ended the session on the server; a page that still holds the member learns it here.
  useEffect(() => {
    if (loggedIn) refresh().catch((error: unknown) => console.error('[mfe-signup] session refresh failed', error));
  }, [loggedIn, refresh]);

  return (
    <Screen area="rdv-signup" title={t('account_deleted')}>
      <p>{t('account_deleted_text', { days: REACTIVATION_WINDOW_DAYS })}</p>
    </Screen>
  );
}
