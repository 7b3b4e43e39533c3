import { GIFT_CATALOGUE } from '@rendezvous/contracts';
import { memberId } from '@rendezvous/contracts/internal';
import { z } from 'zod';
import { CHAT_PHOTO_ID } from '../common/chat-photo-id';

/**
 * POST /api/chat/messages (SendMessageRequest). The text's length limit is the site's message_length,
 * checked by the service (it depends on the host).
 */
export const sendMessageSchema = z
  .strictObject({
    client_id: z.uuid(),
    to: memberId,
    kind: z.enum(['text', 'gift', 'photo']),
    text: z.string().max(10_000).optional(),
    gift: z.enum(GIFT_CATALOGUE).optional(),
    /** the id an upload to /api/chat/photos answered */
    photo: z.string().regex(CHAT_PHOTO_ID, 'Upload the photo first.').optional(),
    /** a gif of the gif search instead of an upload */
    gif_id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Choose a gif.').optional(),
  })
  .superRefine((message, context) => {
    if (message.kind === 'text' && !message.text?.trim()) context.addIssue({ code: 'custom', path: ['text'], message: 'Write a message first.' });
    if (message.kind === 'gift' && !message.gift) context.addIssue({ code: 'custom', path: ['gift'], message: 'Choose a gift.' });
    if (message.kind === 'photo' && !message.photo === !message.gif_id) context.addIssue({ code: 'custom', path: ['photo'], message: 'Upload the photo first.' });
  });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;
