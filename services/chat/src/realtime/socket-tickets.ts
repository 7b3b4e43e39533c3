import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens a socket: the page asks for one right before each connection attempt. */
export const SOCKET_TICKET_SECONDS = 60;

/** What a ticket says: whose socket, for which of their sessions (nest-kit sessionRef), on which site. */
export interface SocketTicketFacts {
  memberId: number;
  session: string;
  /** the site's host the ticket was asked on: its settings (message prices) apply to the socket's sends */
  host: string;
}

const VERSION = 'v1';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

/**
 * Tickets that open a member's realtime socket where it reaches chat without the gateway's pipe (ADR 0010):
 * the gateway checked the session when the page asked for the ticket (GET /api/chat/socket-ticket), so the
 * socket needs no session check of its own. A ticket is `v1.<member>.<session>.<host>.<expiry>.<mac>`, an
 * HMAC-SHA256 over the rest with a key derived from the internal token, which every chat instance has;
 * nothing is stored, any instance checks any ticket. A ticket is not single-use (a socket that drops within
 * the minute may reuse it); the sockets per member are capped and the upgrades per member counted.
 */
export class SocketTickets {
  private readonly key: Buffer;

  constructor(
    internalToken: string,
    private readonly now: () => number = Date.now,
  ) {
    // Its own key, not the token itself: a ticket's MAC says nothing about the token that vouches for internal calls.
    this.key = createHmac('sha256', internalToken).update('rendezvous chat socket tickets').digest();
  }

  issue(facts: SocketTicketFacts): { ticket: string; expires_in: number } {
    const expiry = Math.floor(this.now() / 1_000) + SOCKET_TICKET_SECONDS;
    const body = [VERSION, String(facts.memberId), facts.session, b64(facts.host), String(expiry)].join('.');
    return { ticket: `${body}.${this.mac(body)}`, expires_in: SOCKET_TICKET_SECONDS };
  }

  /** The ticket's facts, or null: malformed, forged, or expired. */
  check(ticket: unknown): SocketTicketFacts | null {
    if (typeof ticket !== 'string' || ticket.length > 600) return null;
    const parts = ticket.split('.');
    if (parts.length !== 6 || parts[0] !== VERSION) return null;
    const [, member, session, host, expiry, mac] = parts;
    const expected = Buffer.from(this.mac(parts.slice(0, 5).join('.')));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (!/^[0-9]{1,12}$/.test(expiry) || Number(expiry) * 1_000 < this.now()) return null;
    if (!/^[1-9][0-9]{0,15}$/.test(member) || !session) return null;
    return { memberId: Number(member), session, host: unb64(host) };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
