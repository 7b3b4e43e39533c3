import type { SiteSettings } from '@rendezvous/contracts';
import { createStore, useStore } from 'zustand';

/** Badge counters shown in the top navigation (spec section 2). */
export interface BadgeCounters {
  unreadMessages: number;
  newLikes: number;
}

export interface SessionUser {
  id: number;
  status: string;
  credits: number;
  paid_user: boolean;
  language: string;
  profile: { id: number; name: string } | null;
}

export interface SessionState {
  settings: SiteSettings | null;
  user: SessionUser | null;
  locale: string;
  badges: BadgeCounters;
  setSettings: (settings: SiteSettings) => void;
  setUser: (user: SessionUser | null) => void;
  setLocale: (locale: string) => void;
  setBadges: (badges: Partial<BadgeCounters>) => void;
  /** forget the member locally (the server call belongs to the identity issue) */
  clearSession: () => void;
}

const initialBadges: BadgeCounters = { unreadMessages: 0, newLikes: 0 };

// One store for the whole page: this module is a federation singleton, so the shell and every remote
// hold the same instance. Remotes read through selectors and change it only through these actions.
export const sessionStore = createStore<SessionState>()((set) => ({
  settings: null,
  user: null,
  locale: 'en',
  badges: initialBadges,
  setSettings: (settings) => set({ settings }),
  setUser: (user) => set({ user }),
  setLocale: (locale) => set({ locale }),
  setBadges: (badges) => set((state) => ({ badges: { ...state.badges, ...badges } })),
  clearSession: () => set({ user: null, badges: initialBadges }),
}));

/** Select one field at a time: `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const selectIsLoggedIn = (state: SessionState) => state.user !== null;
export const selectBadges = (state: SessionState) => state.badges;
