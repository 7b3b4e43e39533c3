import { ScreenPlaceholder } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Each screen is a titled placeholder until its feature issue builds it.
function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <ScreenPlaceholder title={t(titleKey)}>
      <div data-screen={`mfe-payments:${titleKey}`} data-params={JSON.stringify(params)} />
    </ScreenPlaceholder>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/premium" element={<Screen titleKey="premium" />} />
        <Route path="/pricing" element={<Screen titleKey="pricing" />} />
        <Route path="/credits" element={<Screen titleKey="credits" />} />
        <Route path="/credits/repeat-order" element={<Screen titleKey="repeat_order" />} />
        <Route path="/credits/:id/:paymentmethod?" element={<Screen titleKey="pay" />} />
        <Route path="/directdebit" element={<Screen titleKey="directdebit" />} />
        <Route path="/transactions/:id?" element={<Screen titleKey="transactions" />} />
      </Routes>
    </BrowserRouter>
  );
}
