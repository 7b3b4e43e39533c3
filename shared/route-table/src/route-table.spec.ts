import { LEGAL_PAGES, matchPattern, matchRoute, ROUTE_TABLE, REMOTE_NAMES } from './route-table';

// Concrete examples of every route of the spec's route table (spec section 2), with the owner
// platform.md gives it.
const SPEC_ROUTES: Array<[string, string, string]> = [
  ['/', 'mfe-landers', 'lander'],
  ['/members', 'mfe-members', 'default'],
  ['/members/42', 'mfe-members', 'default'],
  ['/members/42/chat', 'mfe-chat', 'chat'],
  ['/members/42/landing', 'mfe-landers', 'lander'],
  ['/members/42/signup', 'mfe-landers', 'lander'],
  ['/members/42/landing2', 'mfe-landers', 'lander'],
  ['/members/42/landing2/summer', 'mfe-landers', 'lander'],
  ['/members/42/landing3/summer', 'mfe-landers', 'lander'],
  ['/likes', 'mfe-members', 'default'],
  ['/likes/sent', 'mfe-members', 'default'],
  ['/likes/m/42', 'mfe-members', 'default'],
  ['/chats', 'mfe-chat', 'chat'],
  ['/chats/7', 'mfe-chat', 'chat'],
  ['/login', 'mfe-signup', 'default'],
  ['/signup', 'mfe-signup', 'default'],
  ['/complete-signup', 'mfe-signup', 'empty'],
  ['/signup-matches', 'mfe-signup', 'default'],
  ['/match-finder', 'mfe-members', 'default'],
  ['/swipe-game', 'mfe-members', 'default'],
  ['/profile', 'mfe-members', 'default'],
  ['/notifications', 'mfe-members', 'default'],
  ['/premium', 'mfe-payments', 'default'],
  ['/pricing', 'mfe-payments', 'default'],
  ['/credits', 'mfe-payments', 'default'],
  ['/credits/3', 'mfe-payments', 'default'],
  ['/credits/3/ideal', 'mfe-payments', 'default'],
  ['/credits/repeat-order', 'mfe-payments', 'default'],
  ['/directdebit', 'mfe-payments', 'default'],
  ['/transactions', 'mfe-payments', 'default'],
  ['/transactions/19', 'mfe-payments', 'default'],
  ['/reset-password', 'mfe-signup', 'default'],
  ['/reset-password/do', 'mfe-signup', 'default'],
  ['/mail-change/do', 'mfe-signup', 'default'],
  ['/activate/done', 'mfe-signup', 'empty'],
  ['/activate/error', 'mfe-signup', 'empty'],
  ['/account-deleted', 'mfe-signup', 'empty'],
  ['/complaints', 'mfe-legal', 'default'],
  ['/lang-config', 'mfe-legal', 'default'],
  ['/Xk3v9QpL2mN8rT5wYb7a', 'mfe-legal', 'default'],
  ...LEGAL_PAGES.map((page): [string, string, string] => [`/pages/${page}`, 'mfe-legal', 'default']),
  ...['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'].flatMap(
    (lander): Array<[string, string, string]> => [
      [`/landers/${lander}`, 'mfe-landers', 'lander'],
      [`/landers/${lander}/spring-campaign`, 'mfe-landers', 'lander'],
    ],
  ),
  ['/landers/tinderswipe', 'mfe-landers', 'lander'],
];

/** The table's patterns without parameters are concrete paths too (some, like /settings, are not in the spec's list). */
const LITERAL_PATHS = ROUTE_TABLE.map((route) => route.pattern).filter((pattern) => !pattern.includes(':'));

describe('route table', () => {
  it.each(SPEC_ROUTES)('gives %s to %s in the %s layout', (path, owner, layout) => {
    const match = matchRoute(path);
    expect(match?.route.owner).toBe(owner);
    expect(match?.route.layout).toBe(layout);
  });

  // Every pattern is tried, not only the first that matches, so the table's order never decides who owns a path.
  it.each([...new Set([...SPEC_ROUTES.map(([path]) => path), ...LITERAL_PATHS])])('claims %s with exactly one pattern', (path) => {
    const claims = ROUTE_TABLE.filter((route) => matchPattern(route.pattern, path, route.paramRules) !== null);
    expect(claims.map((route) => route.pattern)).toEqual([matchRoute(path)?.route.pattern]);
  });

  it('gives every remote at least one route', () => {
    for (const remote of REMOTE_NAMES) {
      expect(ROUTE_TABLE.some((route) => route.owner === remote)).toBe(true);
    }
  });

  it('leaves unknown paths to the shell 404', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/members/1/2/3/4')).toBeNull();
    expect(matchRoute('/landers/unknown-lander')).toBeNull();
    // credit bundle ids are integers; a mailed token is 16 or more letters
    expect(matchRoute('/credits/not-a-bundle')).toBeNull();
    expect(matchRoute('/Xk3v9QpL2mN8rT5')).toBeNull();
  });

  it('reads /credits/repeat-order as the repeat order, not as a bundle named repeat-order', () => {
    expect(matchRoute('/credits/repeat-order')).toMatchObject({ route: { routeName: 'credits-repeat-order' }, params: {} });
  });

  it('reads route params', () => {
    expect(matchRoute('/credits/3/ideal')?.params).toEqual({ id: '3', paymentmethod: 'ideal' });
    expect(matchRoute('/members/42/chat')?.params).toEqual({ id: '42' });
  });
});
