import { zodResolver } from '@hookform/resolvers/zod';
import { notificationPreferencesSchema, type NotificationPreferences, type NotificationSettings } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert, LoggedOutNotice, readServerErrors, Screen } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
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
  const queryClient = useQueryClient();
  // Asked afresh on every visit (kept for no other screen): a mail's unsubscribe link may have changed it meanwhile.
  const loaded = useQuery({
    queryKey: memberKeys.notificationSettings(),
    queryFn: getNotificationSettings,
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  });
  // Saving the preferences and unsubscribing from all both answer with the settings as stored.
  const run = useMutation({
    mutationFn: (call: () => Promise<NotificationSettings>) => call(),
    onSuccess: (stored) => queryClient.setQueryData(memberKeys.notificationSettings(), stored),
  });
  const settings = loaded.data;
  // The form shows the stored preferences, again after each answer.
  const { register, handleSubmit } = useForm<NotificationPreferences>({ resolver: zodResolver(notificationPreferencesSchema), values: settings?.preferences });
  const pending = run.isPending;
  const saved = run.isSuccess;
  const failure = run.error ?? loaded.error;
  const message = failure ? readServerErrors(failure, [], t('account.generic_error')).form : null;

  const onSubmit = handleSubmit((preferences) => run.mutate(() => saveNotificationPreferences(preferences)));

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
      {settings ? (
        <form className="rdv-form rdv-account__section" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
          <fieldset className="rdv-form">
            <legend>{t('notifications_page.topics_legend')}</legend>
            {TOPICS.map((topic) => (
              <label key={topic} className="rdv-checkbox">
                <input type="checkbox" {...register(topic)} />
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
              <button type="button" className="rdv-button rdv-button--ghost" disabled={pending} onClick={() => run.mutate(unsubscribeFromAllEmails)}>
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
