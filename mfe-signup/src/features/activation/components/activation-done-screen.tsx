import { useSession } from '@rendezvous/session-store';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Screen } from '../../../components';

/** /activate/done: where the activation link lands when it worked. */
export function ActivationDoneScreen() {
  const { t } = useTranslation('signup');
  const loggedIn = useSession((state) => state.user !== null);
  const refresh = useSession((state) => state.refresh);

  // A session opened before activation still says not_confirmed; ask again so the reminder goes away.
  useEffect(() => {
    if (loggedIn) refresh().catch((error: unknown) => console.error('[mfe-signup] session refresh failed', error));
  }, [loggedIn, refresh]);

  return (
    <Screen title={t('activate_done')}>
      <p>{t('activation.done_text')}</p>
      <p>
        <Link className="rdv-button" to="/members">
          {t('activation.to_members')}
        </Link>
      </p>
    </Screen>
  );
}
