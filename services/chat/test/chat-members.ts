import { randomUUID } from 'node:crypto';
import { CHAT_PATHS } from '@rendezvous/contracts';
import { baseUrl, call, queryServiceDb, signUpMember, waitForMemberProfile } from '@rendezvous/test-kit';
import { io, type Socket } from 'socket.io-client';

export interface ChatMember {
  id: number;
  email: string;
  cookie: string;
}

/**
 * A new member who can chat: signed up through the gateway, its profile shown, confirmed unless told not,
 * with `credits` in payments' ledger and, when `premium`, a membership.
 */
export async function chatMember({ credits = 0, premium = false, confirmed = true, name = 'Chat Tester' } = {}): Promise<ChatMember> {
  const member = await signUpMember(name);
  await waitForMemberProfile(member.id);
  // What the activation link does: the account is active and its profile shows (identity's profile.written).
  if (confirmed) await queryServiceDb('identity', "UPDATE accounts SET status = 'active' WHERE id = $1", [member.id]);
  await queryServiceDb('members', "UPDATE profiles SET status = 'active' WHERE id = $1", [member.id]);
  if (credits > 0) {
    await queryServiceDb('payments', "INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference) VALUES ($1, $2, $2, 'purchase', $3)", [
      member.id,
      credits,
      `test-chat-${member.id}`,
    ]);
  }
  if (premium) await makePremium(member.id);
  return member;
}

/**
 * Premium as payments records it, and as members' read model has it (what payments' member.premium event
 * does); members' trigger tells chat (member.contact), and this waits until chat's own facts have it, as
 * the member's next send would after a purchase.
 */
export async function makePremium(memberId: number): Promise<void> {
  await queryServiceDb('payments', 'INSERT INTO memberships (member_id, premium_since) VALUES ($1, now())', [memberId]);
  await queryServiceDb('members', 'UPDATE profiles SET premium = true WHERE id = $1', [memberId]);
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const [fact] = await queryServiceDb<{ premium: boolean }>('chat', 'SELECT premium FROM contact_members WHERE member_id = $1', [memberId]);
    // Not known to chat yet: its first send asks members, who have it.
    if (!fact || fact.premium) return;
  }
  throw new Error(`chat did not learn that member ${memberId} is premium`);
}

/** POST /api/chat/messages as the member; a fresh client id unless given. */
export function send(from: ChatMember, to: number, message: { text?: string; gift?: string; kind?: 'text' | 'gift' }, clientId: string = randomUUID()) {
  const kind = message.kind ?? (message.gift ? 'gift' : 'text');
  return call('/api/chat/messages', { method: 'POST', headers: { cookie: from.cookie }, json: { client_id: clientId, to, kind, ...message } });
}

/** The member's balance as payments' ledger has it. */
export async function balanceOf(memberId: number): Promise<number> {
  const [row] = await queryServiceDb<{ balance_after: number }>(
    'payments',
    'SELECT balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  );
  return row?.balance_after ?? 0;
}

/** A socket.io connection as the site's pages open it: WebSocket only, with the given headers (the session cookie, the page's Origin). */
export function chatSocket(url: string, headers: Record<string, string>): Socket {
  return io(url, { path: CHAT_PATHS.socket, transports: ['websocket'], reconnection: false, extraHeaders: headers });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** A page of the member's open on the site: its socket through the gateway, connected. */
export async function openPage(member: ChatMember): Promise<Socket> {
  const socket = chatSocket(baseUrl(), { cookie: member.cookie, origin: baseUrl() });
  await connected(socket);
  return socket;
}
