import { ApiError, apiRequest, onAuthenticationRequired } from '@rendezvous/api-client';
import {
  CONVERSATION_PATHS,
  ERROR_CODES,
  IDENTITY_PATHS,
  type ChatsResponse,
  type LikesResponse,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type LoginRequest,
  type SignupRequest,
  type SiteSettings,
  type User,
} from '@rendezvous/contracts';
import { changeI18nLocale, type Locale } from '@rendezvous/i18n';
import { createStore, useStore } from 'zustand';

/** Badge counters shown in the top navigation (spec section 2). */
export interface BadgeCounters {
  unreadMessages: number;
  newLikes: number;
}

/**
 * The realtime connection's state (shell/src/realtime): 'live' while events arrive over the socket;
 * 'down' when it cannot connect, and screens poll instead; 'off' for a visitor.
 */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'down';

export interface SessionState {
  settings: SiteSettings | null;
  realtime: RealtimeStatus;
  setRealtime: (status: RealtimeStatus) => void;
  /** the logged-in member (spec user object), null when logged out or not known yet */
  user: User | null;
  /** false until the first answer about the session (loadUser, login, signup or logout) */
  userLoaded: boolean;
  locale: string;
  badges: BadgeCounters;
  setSettings: (settings: SiteSettings) => void;
  setUser: (user: User | null) => void;
  setLocale: (locale: string) => void;
  /**
   * Switches the page's language without a reload (issue 5): i18next, <html lang>, the locale cookie,
   * and for a logged-in member PUT /api/user.php. A failed save keeps the switch and is only logged;
   * catalogues that cannot be downloaded reject and leave everything as it was.
   */
  changeLocale: (locale: Locale) => Promise<void>;
  setBadges: (badges: Partial<BadgeCounters>) => void;
  /**
   * Reads the counters from GET /api/chats.php and /api/likes.php (spec 2, 7). A call that fails keeps
   * its counter as it was; nothing happens for a visitor.
   */
  refreshBadges: () => Promise<void>;
  /** forget the member locally, without a server call */
  clearSession: () => void;
  /** asks the server who is logged in; a 403 authentication_required means nobody (user = null) */
  loadUser: () => Promise<User | null>;
  /** same as loadUser: the polling and the screens that changed the account call this */
  refresh: () => Promise<User | null>;
  /** throws ApiError with the server's wording ('Login failed, please try again', ...) */
  login: (email: string, password: string) => Promise<User>;
  /** creates the account (not confirmed) and logs in; throws ApiError with field errors */
  signup: (request: SignupRequest) => Promise<User>;
  /** ends the session on the server, then forgets it here */
  logout: () => Promise<void>;
}

const initialBadges: BadgeCounters = { unreadMessages: 0, newLikes: 0 };

/** Unread messages over all conversations: the messages badge (spec 2). */
export function countUnreadMessages({ chats }: ChatsResponse): number {
  return chats.reduce((sum, chat) => sum + Math.max(0, chat.num_unread_messages), 0);
}

/** Likes received whose profile the member has not opened yet: the likes badge (spec 2, 4). */
export function countNewLikes({ liked_by }: LikesResponse): number {
  return liked_by.filter((like) => like.like_new).length;
}

/** The spec's marker for a missing session (sections 4 and 8), as the api-client detects it. */
export function isAuthenticationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && JSON.stringify(error.envelope).includes(ERROR_CODES.authenticationRequired);
}

// Every change of the member bumps this, so an older loadUser answer that arrives after a login or a
// logout cannot overwrite the newer state.
let userGeneration = 0;
// Bumped only when a different member (or nobody) takes over: counters loaded for the member before
// must not land, while a mere refresh of the same member's object keeps them valid.
let memberGeneration = 0;

// One store for the whole page: this module is a federation singleton, so the shell and every remote
// hold the same instance. Remotes read through selectors and change it only through these actions.
export const sessionStore = createStore<SessionState>()((set, get) => {
  const applyUser = (user: User | null) => {
    userGeneration += 1;
    const otherMember = (user?.id ?? null) !== (get().user?.id ?? null);
    if (otherMember) memberGeneration += 1;
    // Another member's counters never show, not even for the moment until their own arrive.
    set({ user, userLoaded: true, ...(otherMember || !user ? { badges: initialBadges } : {}) });
  };

  const loadUser = async (): Promise<User | null> => {
    const generation = userGeneration;
    let user: User | null;
    try {
      user = await apiRequest<User>(IDENTITY_PATHS.user);
    } catch (error) {
      if (!isAuthenticationRequired(error)) throw error;
      user = null;
    }
    if (generation !== userGeneration) return get().user;
    applyUser(user);
    return user;
  };

  return {
    settings: null,
    realtime: 'off',
    setRealtime: (realtime) => set({ realtime }),
    user: null,
    userLoaded: false,
    locale: 'en',
    badges: initialBadges,
    setSettings: (settings) => set({ settings }),
    setUser: (user) => applyUser(user),
    setLocale: (locale) => set({ locale }),
    changeLocale: async (locale) => {
      // The catalogues come first: when they cannot be downloaded, nothing changes (the error reaches the caller).
      await changeI18nLocale(locale);
      set({ locale });
      document.documentElement.lang = locale;
      // The cookie is what the next page load (and the server's settings.language) reads first.
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}; SameSite=Lax`;
      const user = get().user;
      // Nothing to save for a visitor, nor when the account already has this language (the shell follows it at load).
      if (!user || user.language === locale) return;
      try {
        const saved = await apiRequest<User>(IDENTITY_PATHS.user, { method: 'PUT', body: { language: locale } });
        // Keep the stored member in step so the shell does not switch back to the old language.
        if (get().user?.id === user.id) set({ user: { ...(get().user ?? user), language: saved?.language ?? locale } });
      } catch (error) {
        // The visible switch and the cookie already hold; the account keeps its old language until the next switch.
        console.error('[session] could not save the language on the account', error);
      }
    },
    setBadges: (badges) => set((state) => ({ badges: { ...state.badges, ...badges } })),
    refreshBadges: async () => {
      if (!get().user) return;
      const generation = memberGeneration;
      const [chats, likes] = await Promise.allSettled([
        apiRequest<ChatsResponse>(CONVERSATION_PATHS.chats),
        apiRequest<LikesResponse>(CONVERSATION_PATHS.likes),
      ]);
      // A logout or another login while the calls ran: these counts belong to nobody on screen now.
      if (generation !== memberGeneration || !get().user) return;
      const update: Partial<BadgeCounters> = {};
      if (chats.status === 'fulfilled') update.unreadMessages = countUnreadMessages(chats.value);
      else console.error('[session] could not load the chats', chats.reason);
      if (likes.status === 'fulfilled') update.newLikes = countNewLikes(likes.value);
      else console.error('[session] could not load the likes', likes.reason);
      get().setBadges(update);
    },
    clearSession: () => applyUser(null),
    loadUser,
    refresh: loadUser,
    login: async (email, password) => {
      const body: LoginRequest = { email, password };
      const user = await apiRequest<User>(IDENTITY_PATHS.user, { method: 'POST', body });
      applyUser(user);
      return user;
    },
    signup: async (request) => {
      const user = await apiRequest<User>(IDENTITY_PATHS.signup, { method: 'POST', body: request });
      applyUser(user);
      return user;
    },
    logout: async () => {
      try {
        await apiRequest<unknown>(IDENTITY_PATHS.logout);
      } catch (error) {
        // A session that had already ended is what logging out wants; anything else is reported.
        if (!isAuthenticationRequired(error)) throw error;
      } finally {
        // Forget the member here even when the server could not be told: on a shared device the
        // page must not keep showing the account after the member chose to leave.
        applyUser(null);
      }
    },
  };
});

let onLoggedOut: (() => void) | null = null;

/**
 * What happens after the server ended the session on its own (spec: after logout go to /). The shell
 * sets this to a single-spa navigation; this library stays free of any router.
 */
export function setOnLoggedOut(callback: (() => void) | null): void {
  onLoggedOut = callback;
}

// Subscribed once, at module load: the module is a page-wide singleton. A 403 authentication_required
// from any call except user.php logs the member out (spec sections 4 and 8). Nobody logged in here: a
// late answer to a call made before this page ended the session (account deletion, logout) or a
// visitor's call; there is no one to log out, and the page the visitor is on stays.
onAuthenticationRequired(() => {
  if (sessionStore.getState().user === null) return;
  sessionStore.getState().clearSession();
  onLoggedOut?.();
});

/** Select one field at a time: `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const selectIsLoggedIn = (state: SessionState) => state.user !== null;
export const selectBadges = (state: SessionState) => state.badges;
