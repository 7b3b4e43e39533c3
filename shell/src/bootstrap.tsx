import { INLINED_USER_ELEMENT_ID, LOCALE_COOKIE, NO_SESSION_META_NAME, type SiteSettings, type User } from '@rendezvous/contracts';
import { i18n, initI18n, isSupportedLocale, resolveInitialLocale } from '@rendezvous/i18n';
import { isPushSubscribed, onPushedMessage, registerPushServiceWorker, sessionStore, setOnLoggedOut } from '@rendezvous/session-store';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { isChunkLoadError, readInlinedJson, reloadForFailedChunk } from '@rendezvous/remote-kit';
import { navigateToUrl, start } from 'single-spa';
import { initialRemotesManifest, provideRemoteWidgets, registerRemoteApplications } from './platform/remote-registry';
import { startPageHiddenBeacon } from './presence/page-hidden-beacon';
import { startRemoteTelemetry } from './telemetry/start-telemetry';
import { startMemberPolling } from './polling/member-polling';
import { startChatConnection } from './realtime/chat-connection';
import { ShellApp } from './shell-app';
import { syncTitleAndAppBadge } from './title/title-badge';
import { adoptServerRenderedSlots } from './platform/slots';

/** How long a page the browser draws waits for the session after its catalogue has arrived (see bootstrapShell). */
const SESSION_WAIT_MS = 1_000;

/** The gateway inlines the site settings for this host into index.html (no extra round trip). */
function readInlinedSettings(): SiteSettings | null {
  return readInlinedJson<SiteSettings>('rdv-settings');
}

/**
 * The member's GET /api/user.php answer, when the gateway kept it and put it in the page (issue 13):
 * the session is known before the first render, without the round trip after the shell's start.
 */
function readInlinedUser(): User | null {
  const user = readInlinedJson<User>(INLINED_USER_ELEMENT_ID);
  return user && typeof user === 'object' && typeof user.id === 'number' ? user : null;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

async function bootstrapShell(): Promise<void> {
  const settings = readInlinedSettings();
  if (settings) sessionStore.getState().setSettings(settings);
  // The browser decides here rather than settings.language alone: the server cannot see
  // navigator.languages, so its answer is only right when a cookie or domain_language exists.
  const locale = resolveInitialLocale({
    cookie: readCookie(LOCALE_COOKIE),
    settingsLanguage: settings?.language,
    domainLanguage: settings?.domain_language,
    browserLanguages: navigator.languages,
  });
  sessionStore.getState().setLocale(locale);
  document.documentElement.lang = locale;
  // Without its catalogue the page still renders (keys instead of words) rather than staying blank;
  // a catalogue gone after a release is cured by one (guarded) reload.
  const translationsReady = initI18n(locale).catch((error: unknown) => {
    console.error('[shell] could not load the translations', error);
    if (isChunkLoadError(error)) reloadForFailedChunk();
  });
  // The remote manifest and the session are asked for while the catalogue downloads, not after it.
  // A missing manifest must not take the site down: every slot then shows its fallback with a retry.
  const manifestReady = initialRemotesManifest().catch((error: unknown) => {
    console.error('[shell] remote manifest unavailable', error);
    return null;
  });
  // Who is logged in: from the page when the gateway put it there, else asked for. A failure keeps the
  // page usable as logged out; the next refresh asks again.
  const inlinedUser = readInlinedUser();
  // A page requested without a session cookie says so: a visitor, known without a call (and its 403).
  const knownVisitor = !inlinedUser && document.querySelector(`meta[name="${NO_SESSION_META_NAME}"]`) !== null;
  if (inlinedUser || knownVisitor) sessionStore.getState().setUser(inlinedUser);
  const sessionReady = (inlinedUser || knownVisitor ? Promise.resolve(inlinedUser) : sessionStore.getState().loadUser())
    .then(async (user) => {
      // A member's saved language wins over this device's cookie (issue 5): the choice follows the account.
      if (user && isSupportedLocale(user.language) && user.language !== sessionStore.getState().locale) {
        await translationsReady;
        await sessionStore.getState().changeLocale(user.language);
      }
    })
    .catch((error: unknown) => console.error('[shell] could not load the session', error));

  // When the server ends the session on its own (403 authentication_required), go home (spec 2, 8).
  setOnLoggedOut(() => navigateToUrl('/'));

  await translationsReady;
  const rootElement = document.getElementById('root') as HTMLElement;
  // A page the browser draws waits for the session too (asked for beside the catalogue, so usually
  // already answered), and a member's page is the member's from its first paint. Drawn as a visitor's
  // first, the navigation and the member's alerts arrived with the answer and pushed the page down
  // (CLS 0.155 on /members on a phone, bench/first-visit.mjs). The wait is bounded: a slow session
  // call never holds the page back more than SESSION_WAIT_MS; the navigation then follows the answer.
  // A server-rendered page has painted already, and its shell starts after load: it does not wait.
  if (!rootElement.querySelector('[data-remote-slot]')) await Promise.race([sessionReady, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);
  // A member's first render can mount a widget (the welcome banner): its loader is there from the start.
  provideRemoteWidgets();
  // Server-rendered content is taken out of #root and the shell's first render committed in the same
  // task (flushSync), so the browser never paints the page without it.
  adoptServerRenderedSlots(rootElement);
  const root = createRoot(rootElement);
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ShellApp />
      </I18nextProvider>,
    ),
  );

  // Logged-in only (spec 6): the polling, the title prefix and app badge follow the session store.
  startMemberPolling({ store: sessionStore, isPushSubscribed: () => isPushSubscribed() });
  // New messages, typing and reads as they happen; the badge and title follow without waiting for the poll.
  startChatConnection({ store: sessionStore });
  startPageHiddenBeacon(sessionStore);
  syncTitleAndAppBadge(sessionStore);
  onPushedMessage(() => void sessionStore.getState().refreshBadges());
  void registerPushServiceWorker();

  // Before the remotes register: their first mounts and failures are reported (a canary's judge needs them).
  startRemoteTelemetry();
  registerRemoteApplications(await manifestReady);
  start({ urlRerouteOnly: true });
}

void bootstrapShell();
