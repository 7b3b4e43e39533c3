import type { NotificationPreferences, NotificationSettings } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert, LoggedOutNotice, readServerErrors, Screen } from '../../../components';
import { getNotificationSettings, saveNotificationPreferences, unsubscribeFromAllEmails } from '../api/notification-settings';

const TOPICS = ['messages', 'likes', 'matches', 'newsletter'] as const satisfies readonly (keyof NotificationPreferences)[];

/** /notifications: e-mail preferences per topic, and why e-mail is switched off if it is (spec section 4). */
export function NotificationsScreen() {
  const { t } = useTranslation('members');
  const loggedIn = useSession((state) => state.user !== null);
  return (
    <Screen area="rdv-account" title={t('notifications')}>
      {loggedIn ? (
        <>
          <NotificationPreferencesForm />
          {/* Password, e-mail and deletion live on /settings, where the account menu's Settings leads. */}
          <p>
            <Link to="/settings">{t('notifications_page.account_settings_link')}</Link>
          </p>
        </>
      ) : (
        <LoggedOutNotice />
      )}
    </Screen>
  );
}

function NotificationPreferencesForm() {
  const { t } = useTranslation('members');
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    // Leaving the screen before the answer arrives must not set state on an unmounted form.
    let active = true;
    getNotificationSettings().then(
      (loaded) => {
        if (!active) return;
        setSettings(loaded);
        setPreferences(loaded.preferences);
      },
      (error: unknown) => active && setMessage(readServerErrors(error, [], t('account.generic_error')).form),
    );
    return () => {
      active = false;
    };
  }, [t]);

  const run = async (call: () => Promise<NotificationSettings>) => {
    setPending(true);
    setSaved(false);
    setMessage(null);
    try {
      const stored = await call();
      setSettings(stored);
      setPreferences(stored.preferences);
      setSaved(true);
    } catch (error) {
      setMessage(readServerErrors(error, [], t('account.generic_error')).form);
    }
    setPending(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preferences) void run(() => saveNotificationPreferences(preferences));
  };

  const disabled = settings?.notifications_disabled ?? [];
  return (
    <>
      <FormAlert message={message} />
      {saved && (
        <p role="status" className="rdv-alert rdv-alert--success">
          {t('notifications_page.saved')}
        </p>
      )}
      {disabled.length > 0 && (
        <section className="rdv-account__section" aria-labelledby="rdv-notifications-disabled">
          <h2 id="rdv-notifications-disabled">{t('notifications_page.disabled_title')}</h2>
          <ul>
            {disabled.map((reason) => (
              <li key={reason}>{t(`notifications_page.disabled_reason.${reason}`)}</li>
            ))}
          </ul>
        </section>
      )}
      {preferences ? (
        <form className="rdv-form rdv-account__section" onSubmit={onSubmit} aria-busy={pending}>
          <fieldset className="rdv-form">
            <legend>{t('notifications_page.topics_legend')}</legend>
            {TOPICS.map((topic) => (
              <label key={topic} className="rdv-checkbox">
                <input
                  type="checkbox"
                  name={topic}
                  checked={preferences[topic]}
                  onChange={(event) => setPreferences({ ...preferences, [topic]: event.target.checked })}
                />
                {t(`notifications_page.topic.${topic}`)}
              </label>
            ))}
          </fieldset>
          <div className="rdv-form__actions">
            <button type="submit" className="rdv-button" disabled={pending}>
              {t('notifications_page.save')}
            </button>
            {/* An unsubscribe the member already made has nothing left to do. */}
            {!disabled.includes('listunsubscribe') && (
              <button type="button" className="rdv-button rdv-button--ghost" disabled={pending} onClick={() => void run(unsubscribeFromAllEmails)}>
                {t('notifications_page.unsubscribe_all')}
              </button>
            )}
          </div>
        </form>
      ) : (
        !message && <p aria-busy="true">{t('notifications_page.loading')}</p>
      )}
    </>
  );
}
