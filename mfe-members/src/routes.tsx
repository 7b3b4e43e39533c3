import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Screen } from './components';
import { LikeOfMemberScreen, LikesScreen } from './features/likes';
import { MemberProfileScreen } from './features/member-profile';
import { SearchScreen } from './features/search';
import { SwipeGameScreen } from './features/swipe-game';
import { queryClient } from './lib/query-client';

// The screens built on react-hook-form and zod (about 35 KB on the wire with the schemas; settings and
// notifications since every form is, issue 33) come as chunks of their own when they are visited: search,
// profiles and likes, where members arrive, start without them (issue 13).
const OwnProfileScreen = lazy(() => import('./features/own-profile').then((module) => ({ default: module.OwnProfileScreen })));
const MatchFinderScreen = lazy(() => import('./features/match-finder').then((module) => ({ default: module.MatchFinderScreen })));
const NotificationsScreen = lazy(() => import('./features/notifications').then((module) => ({ default: module.NotificationsScreen })));
const SettingsScreen = lazy(() => import('./features/settings').then((module) => ({ default: module.SettingsScreen })));

/**
 * While a screen's chunk arrives: its title and card, as the screen draws them while its data loads, and what it
 * says while loading (settings has nothing to load). Keys as literal types, so the catalogue check reads them.
 */
function Deferred({
  title,
  loading,
  wide = false,
  children,
}: {
  title: 'own_profile' | 'match_finder' | 'notifications' | 'settings';
  loading?: 'own_profile_page.loading' | 'notifications_page.loading';
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('members');
  const fallback = (
    <Screen area="rdv-account" title={t(title)} wide={wide}>
      {loading && <p role="status">{t(loading)}</p>}
    </Screen>
  );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
export function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/members" element={<SearchScreen />} />
          <Route path="/members/:id" element={<MemberProfileScreen />} />
          <Route path="/likes" element={<LikesScreen />} />
          <Route path="/likes/m/:id" element={<LikeOfMemberScreen />} />
          <Route path="/likes/:type" element={<LikesScreen />} />
          <Route
            path="/match-finder"
            element={
              <Deferred title="match_finder" loading="own_profile_page.loading" wide>
                <MatchFinderScreen />
              </Deferred>
            }
          />
          <Route path="/swipe-game" element={<SwipeGameScreen />} />
          <Route
            path="/profile"
            element={
              <Deferred title="own_profile" loading="own_profile_page.loading">
                <OwnProfileScreen />
              </Deferred>
            }
          />
          <Route
            path="/notifications"
            element={
              <Deferred title="notifications" loading="notifications_page.loading">
                <NotificationsScreen />
              </Deferred>
            }
          />
          <Route
            path="/settings"
            element={
              <Deferred title="settings">
                <SettingsScreen />
              </Deferred>
            }
          />
          {/* Leaving the area (after deleting the account, say) renders nothing until single-spa unmounts this remote. */}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
