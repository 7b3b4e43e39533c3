import { demoSeedOnBoot } from '@rendezvous/nest-kit';
import { demoConversations, type DemoConversation } from '@rendezvous/demo-data';
import { DataSource } from 'typeorm';
import { CHAT_CONFIG, type ChatConfig } from '../config';

export interface ChatSeedResult {
  conversationsAdded: number;
  messagesAdded: number;
}

/**
 * Adds the demo accounts' conversations that are missing and, for those only, their messages; one
 * transaction. A pair has one conversation (unique), so a second run adds nothing, and messages
 * testers read or wrote since are left as they are.
 */
export async function seedDemoChats(dataSource: DataSource, conversations: readonly DemoConversation[] = demoConversations()): Promise<ChatSeedResult> {
  return dataSource.transaction(async (manager) => {
    // Replicas booting together seed one after the other instead of racing.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['seed:chat']);
    let conversationsAdded = 0;
    let messagesAdded = 0;
    for (const { members, messages } of conversations) {
      const [memberA, memberB] = [...members].sort((a, b) => a - b);
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO conversations (member_a, member_b, created_at, started_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_a, member_b) DO NOTHING RETURNING id`,
        // Whoever wrote first started it (a free demo member's limit counts it).
        [memberA, memberB, messages[0]?.sentAt ?? new Date().toISOString(), messages[0]?.senderId ?? members[0]],
      );
      const [conversation] = inserted;
      if (!conversation) continue;
      conversationsAdded += 1;
      for (const message of messages) {
        await manager.query(`INSERT INTO messages (conversation_id, sender_id, kind, body, created_at, read_at) VALUES ($1, $2, 'text', $3, $4, $5)`, [
          conversation.id,
          message.senderId,
          message.body,
          message.sentAt,
          message.readAt,
        ]);
        messagesAdded += 1;
      }
    }
    return { conversationsAdded, messagesAdded };
  });
}

/** Seeds the demo data at start when SEED_DEMO_DATA is on (npm start); a second start adds nothing. */
export const DemoSeed = demoSeedOnBoot<ChatConfig>(CHAT_CONFIG, async (dataSource) => {
  const { conversationsAdded, messagesAdded } = await seedDemoChats(dataSource);
  return `${conversationsAdded} conversations and ${messagesAdded} messages added`;
});
