import type { LayoutName } from '@rendezvous/route-table';
import { useSession } from '@rendezvous/session-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_WARNING_DISMISSED_KEY, entryWarningCountries, shouldShowEntryWarning } from './entry-warning-rules';
import { readDismissedAt, storeDismissedAt } from '../platform/dismissals';
import { isInstalledApp } from '../platform/installed-app';
import { Modal } from '../components/modal';

/** The adult-content warning a logged-out visitor confirms before entering (spec 2, site-entry warning modal). */
export function EntryWarning({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation('common');
  const loggedIn = useSession((state) => state.user !== null);
  // Until the session answers, the visitor may be a member: waiting avoids flashing the warning at them.
  const userLoaded = useSession((state) => state.userLoaded);
  const settings = useSession((state) => state.settings);
  const [dismissedAt, setDismissedAt] = useState(() => readDismissedAt(ENTRY_WARNING_DISMISSED_KEY));
  const visible =
    userLoaded &&
    shouldShowEntryWarning({
      loggedIn,
      installedApp: isInstalledApp(),
      dismissedAt,
      settings,
      countries: entryWarningCountries(layout, settings),
    });

  if (!visible) return null;

  const enter = () => {
    const now = new Date();
    storeDismissedAt(ENTRY_WARNING_DISMISSED_KEY, now);
    setDismissedAt(now.toISOString());
  };

  return (
    // No Escape: the warning needs an answer (Enter or Leave). Focus starts on Enter so a keyboard user can confirm at once.
    <Modal labelledBy="rdv-entry-title" describedBy="rdv-entry-text">
      <h2 id="rdv-entry-title">{t('entry_warning.title')}</h2>
      <p id="rdv-entry-text">{t('entry_warning.text')}</p>
      <div className="rdv-modal__actions">
        <button data-autofocus type="button" className="rdv-button" onClick={enter}>
          {t('entry_warning.enter')}
        </button>
        <a className="rdv-button rdv-button--ghost" href="about:blank">
          {t('entry_warning.leave')}
        </a>
      </div>
    </Modal>
  );
}
