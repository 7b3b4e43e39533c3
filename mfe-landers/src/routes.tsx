import { ScreenPlaceholder } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router-dom';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Each screen is a titled placeholder until its feature issue builds it.
function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <ScreenPlaceholder title={t(titleKey)}>
      <div data-screen={`mfe-landers:${titleKey}`} data-params={JSON.stringify(params)} />
      <Link className="rdv-button rdv-button--secondary" to="/signup">
        {t('cta')}
      </Link>
    </ScreenPlaceholder>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Screen titleKey="home" />} />
        <Route path="/landers/tinderswipe" element={<Screen titleKey="tinderswipe" />} />
        <Route path="/landers/:lander/:slug?" element={<Screen titleKey="lander" />} />
        <Route path="/members/:id/landing" element={<Screen titleKey="member_landing" />} />
        <Route path="/members/:id/signup" element={<Screen titleKey="member_landing" />} />
        <Route path="/members/:id/landing2/:slug?" element={<Screen titleKey="member_landing" />} />
        <Route path="/members/:id/landing3/:slug?" element={<Screen titleKey="member_landing" />} />
      </Routes>
    </BrowserRouter>
  );
}
