import { sendMessageRequestSchema } from '@rendezvous/contracts/routes';
import { sendBarSchema } from './send-bar';

/** The send bar keeps its own zod/mini schema (the chat pages' bytes): here it is held to POST /api/chat/messages' body. */
const MESSAGE_LENGTH = 500;
const bar = sendBarSchema(MESSAGE_LENGTH, { empty: 'empty', tooLong: 'too long' });

/** The body the conversation sends for what the bar hands on (the text trimmed, as SendBar's onSend gets it). */
const bodyFor = (text: string) => ({ client_id: '0b6f6a52-8a5c-4f0e-9a43-2f1f4cf0c3a1', to: 42, kind: 'text', text: text.trim() });

describe('the send bar against its route', () => {
  it.each(['hi', '  hello there  ', 'a'.repeat(MESSAGE_LENGTH), 'line one\nline two'])('sends a text the route accepts: %j', (text) => {
    expect(bar.safeParse({ text }).success).toBe(true);
    expect(sendMessageRequestSchema.safeParse(bodyFor(text)).success).toBe(true);
  });

  it.each(['', '   ', '\n\t'])('refuses what the route refuses: %j', (text) => {
    expect(sendMessageRequestSchema.safeParse(bodyFor(text)).success).toBe(false);
    expect(bar.safeParse({ text }).success).toBe(false);
  });

  it("refuses a text longer than the site's message_length (the service checks it by host)", () => {
    expect(bar.safeParse({ text: 'a'.repeat(MESSAGE_LENGTH + 1) }).success).toBe(false);
  });
});
