import { AUTH_COOKIE } from '@rendezvous/contracts';
import { UserCache } from './user-cache';

describe('UserCache session checks', () => {
  it('keeps a check that was under way while another member’s user object was dropped (a message sent)', () => {
    const cache = new UserCache(60_000);
    const askedAt = cache.currentEpoch;
    cache.forgetMember(7, { sessionsToo: false });
    cache.rememberSession('token-of-member-5', 5, askedAt);
    expect(cache.sessionMember('token-of-member-5')).toBe(5);
  });

  it('does not keep a check that was under way while session checks were dropped (a logout, a password change)', () => {
    const cache = new UserCache(60_000);
    const askedAt = cache.currentEpoch;
    cache.forgetMember(7);
    cache.rememberSession('token-of-member-5', 5, askedAt);
    expect(cache.sessionMember('token-of-member-5')).toBeUndefined();

    const again = cache.currentEpoch;
    cache.applyForgotten({ session: 'some-other-session' });
    cache.rememberSession('token-of-member-5', 5, again);
    expect(cache.sessionMember('token-of-member-5')).toBeUndefined();
  });

  it('forgets a member’s kept session checks on a full drop, and keeps them on a drop of the user object only', () => {
    const cache = new UserCache(60_000);
    cache.rememberSession('token-a', 5, cache.currentEpoch);
    cache.forgetMember(5, { sessionsToo: false });
    expect(cache.sessionMember('token-a')).toBe(5);
    cache.forgetMember(5);
    expect(cache.sessionMember('token-a')).toBeUndefined();
  });

  it('keeps session checks for their own, longer time than user objects', async () => {
    const cache = new UserCache(30, 60_000);
    const req = { method: 'GET', url: '/api/user.php', headers: { cookie: `${AUTH_COOKIE}=token-b` } } as never;
    cache.serve()(req, {} as never, () => undefined);
    cache.store(req, 6, '{"id":6}');
    cache.rememberSession('token-b', 6, cache.currentEpoch);
    expect(cache.keptUserBody(req)).toBe('{"id":6}');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.keptUserBody(req)).toBeUndefined();
    expect(cache.sessionMember('token-b')).toBe(6);
  });
});
