import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LangConfigScreen } from './features/lang-config/lang-config-screen';
import { LegalPageScreen, LegalTokenScreen } from './features/legal-page/legal-page-screen';
import { queryClient } from './lib/query-client';

// The form and its libraries (react-hook-form, zod) load when /complaints is opened, not with every legal page.
const ComplaintsScreen = lazy(() => import('./features/complaints/complaints-screen').then((module) => ({ default: module.ComplaintsScreen })));

/**
 * The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table),
 * without a router: the browser wraps them in BrowserRouter (AppRoutes), the server render in a
 * StaticRouter (server.tsx), so both produce the same markup.
 */
export function LegalRoutes() {
  return (
    <Routes>
      <Route path="/pages/:page" element={<LegalPageScreen />} />
      <Route
        path="/complaints"
        element={
          <Suspense fallback={<section className="rdv-screen rdv-container" aria-busy="true" />}>
            <ComplaintsScreen />
          </Suspense>
        }
      />
      <Route path="/lang-config" element={<LangConfigScreen />} />
      <Route path="/:token" element={<LegalTokenScreen />} />
    </Routes>
  );
}

export function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <LegalRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
