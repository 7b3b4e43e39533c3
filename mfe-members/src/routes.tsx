import { ScreenPlaceholder } from '@rendezvous/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { LikeOfMemberScreen, LikesScreen } from './features/likes';
import { MemberProfileScreen } from './features/member-profile';
import { NotificationsScreen } from './features/notifications';
import { OwnProfileScreen } from './features/own-profile';
import { SearchScreen } from './features/search';
import { SettingsScreen } from './features/settings';
import { SwipeGameScreen } from './features/swipe-game';
import { queryClient } from './lib/query-client';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Screens not built yet are titled placeholders until their feature issue builds them.
function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <ScreenPlaceholder title={t(titleKey)}>
      <div data-screen={`mfe-members:${titleKey}`} data-params={JSON.stringify(params)} />
    </ScreenPlaceholder>
  );
}

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
        <Route path="/match-finder" element={<Screen titleKey="match_finder" />} />
        <Route path="/swipe-game" element={<SwipeGameScreen />} />
        <Route path="/profile" element={<OwnProfileScreen />} />
        <Route path="/notifications" element={<NotificationsScreen />} />
        <Route path="/settings" element={<SettingsScreen />} />
        {/* Leaving the area (after deleting the account, say) renders nothing until single-spa unmounts this remote. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
    </QueryClientProvider>
  );
}
