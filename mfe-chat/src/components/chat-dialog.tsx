import { deferredComponent } from '@rendezvous/ui';

export type { ChatDialogProps } from './chat-dialog-content';

// The dialogs (gift picker, GIF search, icebreakers) bring Radix's dialog (about 12 KB on the wire): a
// chunk of their own, so the conversation list and a conversation start without it (issue 13). A tap on
// the gift or GIF button starts fetching it as the finger lands (preloadChatDialog).
const chatDialog = deferredComponent(() => import('./chat-dialog-content'));

export const ChatDialog = chatDialog.Component;
export const preloadChatDialog = chatDialog.preload;
