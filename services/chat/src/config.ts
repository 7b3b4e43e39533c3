import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';

export const chatConfigSchema = databaseConfigSchema.extend({
  // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
  PORT: z.coerce.number().int().positive().default(3103),
  /** shared with the gateway, which sends it with the member id it checked (x-rdv-member-id) */
  INTERNAL_TOKEN: z.string().min(16),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

export const loadChatConfig = () => loadConfig('chat', chatConfigSchema);

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');
