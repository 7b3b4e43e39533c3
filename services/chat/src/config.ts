import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { photoStorageComplete, photoStorageConfigShape } from '@rendezvous/nest-kit/photos';
import { z } from 'zod';

const url = z.string().url();

export const chatConfigSchema = databaseConfigSchema
  .extend({
    // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
    PORT: z.coerce.number().int().positive().default(3103),
    /** identity: whether the sender's account is confirmed (accountStateCall) */
    IDENTITY_URL: url.default('http://127.0.0.1:3101'),
    /** members: blocks, visibility and whether the recipient exists (contactCheckCall) */
    MEMBERS_URL: url.default('http://127.0.0.1:3102'),
    /** payments: the charge before a message is stored (creditChangeCall) and premium (walletCall) */
    PAYMENTS_URL: url.default('http://127.0.0.1:3104'),
    /** site: message_credits, photo_credits, gift_credits, message_length, free_messages per site */
    SITE_URL: url.default('http://127.0.0.1:3105'),
    SITE_SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
    /** the gateway: drops the user objects of members whose balance a send over the socket changed (usersChangedCall) */
    GATEWAY_URL: url.default('http://127.0.0.1:8080'),
    /**
     * messages a member may send over their sockets per minute (the gateway's request limits do not see
     * socket frames; the POST keeps the gateway's): counted across instances through Redis when REDIS_URL is set
     * (shared every second: MessagesSocket)
     */
    SOCKET_SEND_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /**
     * sockets a member may open per minute straight from the ingress, with a ticket (ADR 0010; the gateway's pipe
     * counts its own upgrades per address): a page opens one, and reconnects with back-off
     */
    SOCKET_UPGRADE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /**
     * origins besides the site's own (the Host the browser connected to) whose pages may open a socket straight to
     * chat, comma-separated: the gateway's CORS_ORIGINS
     */
    SOCKET_ORIGINS: z.string().default(''),
    /**
     * Realtime fan-out between chat instances: Redis pub/sub when set (socket.io's Redis adapter),
     * otherwise Postgres LISTEN/NOTIFY on this service's own database (socket.io's Postgres adapter).
     */
    REDIS_URL: z.union([z.literal(''), url]).default(''),
    /** photo messages' files: the folder CHAT_PHOTO_DIR, or an S3-compatible bucket (PHOTO_STORAGE=s3, S3_*) */
    ...photoStorageConfigShape,
    CHAT_PHOTO_DIR: z.string().min(1).default('var/chat-photos'),
  })
  .refine(...photoStorageComplete);
export type ChatConfig = z.infer<typeof chatConfigSchema>;

export const loadChatConfig = () => loadConfig('chat', chatConfigSchema);

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');
