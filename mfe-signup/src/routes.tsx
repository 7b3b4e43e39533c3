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
      <div data-screen="mfe-signup:{titleKey}" data-params={JSON.stringify(params)} />
    </ScreenPlaceholder>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<Screen titleKey="login" />} />
        <Route path="/signup" element={<Screen titleKey="signup" />} />
        <Route path="/complete-signup" element={<Screen titleKey="complete_signup" />} />
        <Route path="/signup-matches" element={<Screen titleKey="signup_matches" />} />
        <Route path="/reset-password" element={<Screen titleKey="reset_password" />} />
        <Route path="/reset-password/do" element={<Screen titleKey="reset_password_do" />} />
        <Route path="/mail-change/do" element={<Screen titleKey="mail_change_do" />} />
        <Route path="/activate/done" element={<Screen titleKey="activate_done" />} />
        <Route path="/activate/error" element={<Screen titleKey="activate_error" />} />
        <Route path="/account-deleted" element={<Screen titleKey="account_deleted" />} />
      </Routes>
    </BrowserRouter>
  );
}
