import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LikeOfMemberScreen, LikesScreen } from './features/likes';
import { MatchFinderScreen } from './features/match-finder';
import { MemberProfileScreen } from './features/member-profile';
import { NotificationsScreen } from './features/notifications';
import { OwnProfileScreen } from './features/own-profile';
import { SearchScreen } from './features/search';
import { SettingsScreen } from './features/settings';
import { SwipeGameScreen } from './features/swipe-game';
import { queryClient } from './lib/query-client';

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
        <Route path="/match-finder" element={<MatchFinderScreen />} />
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
