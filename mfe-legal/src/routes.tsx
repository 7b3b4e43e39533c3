import { ScreenPlaceholder } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { LangConfigScreen } from './features/lang-config/lang-config-screen';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Each screen is a titled placeholder until its feature issue builds it.
function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <ScreenPlaceholder title={t(titleKey)}>
      <div data-screen={`mfe-legal:${titleKey}`} data-params={JSON.stringify(params)} />
    </ScreenPlaceholder>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/pages/terms" element={<Screen titleKey="terms" />} />
        <Route path="/pages/privacy" element={<Screen titleKey="privacy" />} />
        <Route path="/pages/cookies" element={<Screen titleKey="cookies" />} />
        <Route path="/pages/ban" element={<Screen titleKey="ban" />} />
        <Route path="/pages/return-policy" element={<Screen titleKey="return_policy" />} />
        <Route path="/pages/service" element={<Screen titleKey="service" />} />
        <Route path="/pages/faq" element={<Screen titleKey="faq" />} />
        <Route path="/complaints" element={<Screen titleKey="complaints" />} />
        <Route path="/lang-config" element={<LangConfigScreen />} />
        <Route path="/:token" element={<Screen titleKey="token" />} />
      </Routes>
    </BrowserRouter>
  );
}
