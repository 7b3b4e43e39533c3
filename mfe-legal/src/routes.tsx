import { ScreenPlaceholder } from '@rendezvous/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LangConfigScreen } from './features/lang-config/lang-config-screen';
import { LegalPageScreen, LegalTokenScreen } from './features/legal-page/legal-page-screen';
import { queryClient } from './lib/query-client';

// The complaints form is still to come (issue 12, a later slice).
function ComplaintsPlaceholder() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('complaints')} />;
}

/**
 * The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table),
 * without a router: the browser wraps them in BrowserRouter (AppRoutes), the server render in a
 * StaticRouter (server.tsx), so both produce the same markup.
 */
export function LegalRoutes() {
  return (
    <Routes>
      <Route path="/pages/:page" element={<LegalPageScreen />} />
      <Route path="/complaints" element={<ComplaintsPlaceholder />} />
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
