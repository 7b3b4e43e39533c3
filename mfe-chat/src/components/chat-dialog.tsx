import { lazy, Suspense } from 'react';
import type { ChatDialogProps } from './chat-dialog-content';

export type { ChatDialogProps } from './chat-dialog-content';

// The dialogs (gift picker, GIF search, icebreakers) bring Radix's dialog (about 12 KB on the wire): a
// chunk of their own, so the conversation list and a conversation start without it (issue 13). A tap on
// the gift or GIF button starts fetching it as the finger lands (preloadChatDialog).
const loadChatDialog = () => import('./chat-dialog-content');
const DeferredChatDialog = lazy(loadChatDialog);

export function ChatDialog(props: ChatDialogProps) {
  return (
    <Suspense fallback={null}>
      <DeferredChatDialog {...props} />
    </Suspense>
  );
}

export function preloadChatDialog(): void {
  void loadChatDialog().catch(() => undefined);
}
