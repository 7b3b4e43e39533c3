import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const chatConfigSchema = databaseConfigSchema.extend({
  // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
  PORT: z.coerce.number().int().positive().default(3103),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

export const loadChatConfig = () => loadConfig('chat', chatConfigSchema);

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');
