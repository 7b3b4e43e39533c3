import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AccountDeletedScreen } from './features/account-deleted';
import { ActivationDoneScreen, ActivationErrorScreen } from './features/activation';
import { CompleteSignupScreen } from './features/complete-signup';
import { LoginScreen } from './features/login';
import { MailChangeScreen } from './features/mail-change';
import { ChoosePasswordScreen, ResetPasswordScreen } from './features/password-reset';
import { captureTracking, SignupScreen } from './features/signup';
import { SignupMatchesScreen } from './features/signup-matches';
import { queryClient } from './lib/query-client';

/** Keeps the tracking query (network, ref, sub1..3) of any signup-area page for the signup call. */
function TrackingCapture() {
  const { search } = useLocation();
  useEffect(() => captureTracking(search), [search]);
  return null;
}

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
export function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <TrackingCapture />
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/signup" element={<SignupScreen />} />
          <Route path="/complete-signup" element={<CompleteSignupScreen />} />
          <Route path="/signup-matches" element={<SignupMatchesScreen />} />
          <Route path="/reset-password" element={<ResetPasswordScreen />} />
          <Route path="/reset-password/do" element={<ChoosePasswordScreen />} />
          <Route path="/mail-change/do" element={<MailChangeScreen />} />
          <Route path="/activate/done" element={<ActivationDoneScreen />} />
          <Route path="/activate/error" element={<ActivationErrorScreen />} />
          <Route path="/account-deleted" element={<AccountDeletedScreen />} />
          {/* Leaving the area (after login, say) renders nothing until single-spa unmounts this remote. */}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
