import { useSession } from '@rendezvous/session-store';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert, readServerErrors, Screen } from '../../../components';
import { confirmEmailChange } from '../api/confirm-email-change';

type Outcome = { kind: 'confirming' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /mail-change/do?token=...: confirms the new e-mail address as soon as the link is opened. */
export function MailChangeScreen() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const refresh = useSession((state) => state.refresh);
  const loggedIn = useSession((state) => state.user !== null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });
  // The token works once: never send it twice, also not when React runs the effect twice in development.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    confirmEmailChange({ token })
      .then(() => {
        setOutcome({ kind: 'done' });
        // The member's own address changed: a logged-in session learns it.
        if (loggedIn) refresh().catch((error: unknown) => console.error('[mfe-signup] session refresh failed', error));
      })
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: readServerErrors(error, [], t('generic', { ns: 'errors' })).form ?? '' }));
  }, [token, loggedIn, refresh, t]);

  let content;
  if (!token) content = <FormAlert message={t('choose_password.link_invalid')} />;
  else if (outcome.kind === 'confirming') content = <p role="status">{t('mail_change.confirming')}</p>;
  else if (outcome.kind === 'done')
    content = (
      <p role="status" className="rdv-alert rdv-alert--success">
        {t('mail_change.done')}
      </p>
    );
  else content = <FormAlert message={outcome.message} />;

  return (
    <Screen area="rdv-signup" title={t('mail_change_do')}>
      {content}
      {outcome.kind !== 'confirming' || !token ? (
        <p className="rdv-signup__links">
          <Link to={loggedIn ? '/notifications' : '/login'}>{loggedIn ? t('mail_change.to_settings') : t('login')}</Link>
        </p>
      ) : null}
    </Screen>
  );
}
