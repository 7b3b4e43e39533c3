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
      <div data-screen={`mfe-chat:${titleKey}`} data-params={JSON.stringify(params)} />
    </ScreenPlaceholder>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/chats" element={<Screen titleKey="chats" />} />
        <Route path="/chats/:id" element={<Screen titleKey="conversation" />} />
        <Route path="/members/:id/chat" element={<Screen titleKey="member_chat" />} />
      </Routes>
    </BrowserRouter>
  );
}
