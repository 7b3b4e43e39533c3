import { SOCKET_TICKET_SECONDS, SocketTickets } from './socket-tickets';

const TOKEN = 'i'.repeat(32);
const facts = { memberId: 42, session: 'AbCdEfGhIjKlMnOpQrStUv', host: 'rendezvous.example' };

describe('socket tickets', () => {
  let now = Date.parse('2026-11-29T10:00:00Z');
  const tickets = new SocketTickets(TOKEN, () => now);

  it('gives back the member, session and site a ticket was issued for, on any instance with the same token', () => {
    const { ticket, expires_in } = tickets.issue(facts);
    expect(expires_in).toBe(SOCKET_TICKET_SECONDS);
    expect(new SocketTickets(TOKEN, () => now).check(ticket)).toEqual(facts);
  });

  it('refuses a ticket once its minute has passed', () => {
    const { ticket } = tickets.issue(facts);
    now += SOCKET_TICKET_SECONDS * 1_000 + 1_000;
    expect(tickets.check(ticket)).toBeNull();
  });

  it('refuses a ticket with any part changed, signed with another token, or not a ticket at all', () => {
    const { ticket } = tickets.issue(facts);
    const parts = ticket.split('.');
    const changed = (index: number, value: string) => parts.map((part, i) => (i === index ? value : part)).join('.');
    expect(tickets.check(changed(1, '43'))).toBeNull();
    expect(tickets.check(changed(2, 'another-session'))).toBeNull();
    expect(tickets.check(changed(3, Buffer.from('cheaper.example').toString('base64url')))).toBeNull();
    expect(tickets.check(changed(4, String(Number(parts[4]) + 3_600)))).toBeNull();
    expect(new SocketTickets('j'.repeat(32), () => now).check(ticket)).toBeNull();
    for (const junk of [undefined, 42, '', 'v1', `${ticket}.x`, 'x'.repeat(700)]) expect(tickets.check(junk)).toBeNull();
  });
});
