import { ACTIVATION_ALREADY_ACTIVE_QUERY } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Screen } from '../../../components';

/**
 * /activate/done: where the activation link lands when it worked, or when it is opened again once the
 * account is active (?already_active=1): then the member is told so and, logged out, offered the login.
 */
export function ActivationDoneScreen() {
  const { t } = useTranslation('signup');
  const loggedIn = useSession((state) => state.user !== null);
  const refresh = useSession((state) => state.refresh);
  const [query] = useSearchParams();
  const alreadyActive = query.has(ACTIVATION_ALREADY_ACTIVE_QUERY);

  // A session opened before activation still says not_confirmed; ask again so the reminder goes away.
  useEffect(() => {
    if (loggedIn) refresh().catch((error: unknown) => console.error('[mfe-signup] session refresh failed', error));
  }, [loggedIn, refresh]);

  return (
    <Screen area="rdv-signup" title={t('activate_done')}>
      {/* logged in already (the link opened again in the same browser): nothing to do but go on */}
      <p>{alreadyActive && !loggedIn ? t('activation.already_active') : t('activation.done_text')}</p>
      <p>
        {alreadyActive && !loggedIn ? (
          <Link className="rdv-button" to="/login">
            {t('login')}
          </Link>
        ) : (
          <Link className="rdv-button" to="/members">
            {t('activation.to_members')}
          </Link>
        )}
      </p>
    </Screen>
  );
}
