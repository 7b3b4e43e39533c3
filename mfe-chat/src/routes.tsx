import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ChatScreen } from './screens/chat-screen';
import { queryClient } from './lib/query-client';
import './chat.css';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
export function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/chats" element={<ChatScreen by="list" />} />
          <Route path="/chats/:id" element={<ChatScreen by="conversation" />} />
          <Route path="/members/:id/chat" element={<ChatScreen by="member" />} />
          {/* Leaving the area renders nothing until single-spa unmounts this remote. */}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
