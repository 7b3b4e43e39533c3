import { LANDER_DESIGNS, LEGAL_PAGES, REMOTES, type RemoteName } from '@rendezvous/contracts';

export type { RemoteName };
/** The federated front ends the shell can mount, by Nx project name (the platform's one list, contracts' REMOTES). */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

/** The four layouts of the spec (section 2). */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/** What a path segment must look like to fill a parameter, by parameter name (the whole segment, as sent). */
export type ParamRules = Readonly<Record<string, RegExp>>;

export interface RouteOwnership {
  /** react-router style pattern; `:param?` marks an optional segment */
  pattern: string;
  owner: RemoteName;
  layout: LayoutName;
  /** spec route name where the spec gives one */
  routeName?: string;
  /** what the pattern's parameters accept; a parameter without a rule takes any segment */
  paramRules?: ParamRules;
}

// A path segment the spec calls {token}: links mailed to members. They are long random strings, so a
// short unknown path like /nope is a 404 of the shell and not a legal page.
export const LEGAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

// A credit bundle's id: an integer (payments' bundle_id column and its id pipe), so /credits/repeat-order
// is never read as a bundle.
export const CREDIT_BUNDLE_ID_PATTERN = /^\d+$/;

/** the lander designs (a contract: campaigns are kept per design on the site service) */
export const LANDER_SLUGS = LANDER_DESIGNS;

// The legal pages are a contract: the site service holds their texts, this table their routes.
export { LEGAL_PAGES };

/**
 * Every route of the spec's route table, claimed by exactly one remote (platform.md, "The cut").
 * No two patterns (with their parameter rules) match the same path, so their order decides nothing:
 * route-table.spec.ts tries every path against every pattern.
 */
export const ROUTE_TABLE: readonly RouteOwnership[] = [
  { pattern: '/', owner: 'mfe-landers', layout: 'lander', routeName: 'index' },
  ...LANDER_SLUGS.map((slug) => ({ pattern: `/landers/${slug}/:slug?`, owner: 'mfe-landers' as const, layout: 'lander' as const })),
  { pattern: '/landers/tinderswipe', owner: 'mfe-landers', layout: 'lander' },
  { pattern: '/members/:id/landing', owner: 'mfe-landers', layout: 'lander' },
  { pattern: '/members/:id/signup', owner: 'mfe-landers', layout: 'lander' },
  { pattern: '/members/:id/landing2/:slug?', owner: 'mfe-landers', layout: 'lander' },
  { pattern: '/members/:id/landing3/:slug?', owner: 'mfe-landers', layout: 'lander' },

  { pattern: '/members/:id/chat', owner: 'mfe-chat', layout: 'chat' },
  { pattern: '/chats', owner: 'mfe-chat', layout: 'chat', routeName: 'chats' },
  { pattern: '/chats/:id', owner: 'mfe-chat', layout: 'chat', routeName: 'chats-id' },

  { pattern: '/members', owner: 'mfe-members', layout: 'default', routeName: 'members' },
  { pattern: '/members/:id', owner: 'mfe-members', layout: 'default', routeName: 'members-id' },
  { pattern: '/likes', owner: 'mfe-members', layout: 'default', routeName: 'likes' },
  { pattern: '/likes/m/:id', owner: 'mfe-members', layout: 'default', routeName: 'likes-m-id' },
  { pattern: '/likes/:type', owner: 'mfe-members', layout: 'default', routeName: 'likes-type' },
  { pattern: '/match-finder', owner: 'mfe-members', layout: 'default' },
  { pattern: '/swipe-game', owner: 'mfe-members', layout: 'default' },
  { pattern: '/profile', owner: 'mfe-members', layout: 'default', routeName: 'profile' },
  { pattern: '/notifications', owner: 'mfe-members', layout: 'default', routeName: 'notifications' },
  // The spec refers to a settings route without listing it; the members remote owns settings.
  { pattern: '/settings', owner: 'mfe-members', layout: 'default' },

  { pattern: '/login', owner: 'mfe-signup', layout: 'default', routeName: 'login' },
  { pattern: '/signup', owner: 'mfe-signup', layout: 'default', routeName: 'signup' },
  { pattern: '/complete-signup', owner: 'mfe-signup', layout: 'empty', routeName: 'complete-signup' },
  { pattern: '/signup-matches', owner: 'mfe-signup', layout: 'default' },
  { pattern: '/reset-password', owner: 'mfe-signup', layout: 'default' },
  { pattern: '/reset-password/do', owner: 'mfe-signup', layout: 'default' },
  { pattern: '/mail-change/do', owner: 'mfe-signup', layout: 'default' },
  { pattern: '/activate/done', owner: 'mfe-signup', layout: 'empty' },
  { pattern: '/activate/error', owner: 'mfe-signup', layout: 'empty' },
  { pattern: '/account-deleted', owner: 'mfe-signup', layout: 'empty' },

  { pattern: '/premium', owner: 'mfe-payments', layout: 'default', routeName: 'premium' },
  { pattern: '/pricing', owner: 'mfe-payments', layout: 'default', routeName: 'pricing' },
  { pattern: '/credits', owner: 'mfe-payments', layout: 'default', routeName: 'credits' },
  { pattern: '/credits/repeat-order', owner: 'mfe-payments', layout: 'default', routeName: 'credits-repeat-order' },
  {
    pattern: '/credits/:id/:paymentmethod?',
    owner: 'mfe-payments',
    layout: 'default',
    routeName: 'credits-id-paymentmethod',
    paramRules: { id: CREDIT_BUNDLE_ID_PATTERN },
  },
  { pattern: '/directdebit', owner: 'mfe-payments', layout: 'default' },
  { pattern: '/transactions/:id?', owner: 'mfe-payments', layout: 'default' },

  ...LEGAL_PAGES.map((page) => ({
    pattern: `/pages/${page}`,
    owner: 'mfe-legal' as const,
    layout: 'default' as const,
    routeName: `pages-${page}`,
  })),
  { pattern: '/complaints', owner: 'mfe-legal', layout: 'default', routeName: 'complaints' },
  { pattern: '/lang-config', owner: 'mfe-legal', layout: 'default' },
  // The default layout, not the empty one: any unknown one-segment path of 16+ letters looks like a
  // token, and its 404 page must keep the navigation and footer like every other 404 (issue 31).
  { pattern: '/:token', owner: 'mfe-legal', layout: 'default', paramRules: { token: LEGAL_TOKEN_PATTERN } },
];

/** The spec's "Members area" (section 2), by route name: where the time bonus modal may open. */
export const MEMBERS_AREA_ROUTE_NAMES: readonly string[] = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'];

export interface RouteMatch {
  route: RouteOwnership;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches a pathname against one pattern and its parameter rules; returns the params, or null. */
export function matchPattern(pattern: string, pathname: string, paramRules: ParamRules = {}): Record<string, string> | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const required = want.filter((s) => !s.endsWith('?')).length;
  if (have.length < required || have.length > want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i];
    const value = have[i];
    if (segment.startsWith(':')) {
      const name = segment.replace(/^:/, '').replace(/\?$/, '');
      if (value === undefined) {
        if (!segment.endsWith('?')) return null;
        continue;
      }
      if (paramRules[name] && !paramRules[name].test(value)) return null;
      params[name] = decodeURIComponent(value);
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

/** The route that owns a pathname, or null when no remote does (the shell's 404). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTE_TABLE) {
    const params = matchPattern(route.pattern, pathname, route.paramRules);
    if (params) return { route, params };
  }
  return null;
}

/** single-spa activity function source: is this remote active for this location? */
export function isOwnedBy(owner: RemoteName, pathname: string): boolean {
  return matchRoute(pathname)?.route.owner === owner;
}

/** The routes one remote owns, for its own router. */
export function routesOf(owner: RemoteName): RouteOwnership[] {
  return ROUTE_TABLE.filter((route) => route.owner === owner);
}

/** Whether a path is in the spec's members area (MEMBERS_AREA_ROUTE_NAMES). */
export function isInMembersArea(pathname: string): boolean {
  const name = matchRoute(pathname)?.route.routeName;
  return name !== undefined && MEMBERS_AREA_ROUTE_NAMES.includes(name);
}
