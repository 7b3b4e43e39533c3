import { LANDER_SLUGS, matchPattern } from '@rendezvous/route-table';
import * as home from './features/home';
import type { LanderDataSpec } from './lib/lander-data';
import type { LanderScreenModule } from './lib/lander-screen';

type LanderDesign = (typeof LANDER_SLUGS)[number];
export type ScreenName = 'home' | LanderDesign | 'tinderswipe' | 'member-landing' | 'member-signup' | 'member-landing2' | 'member-landing3';

/**
 * Each design is its own chunk: a visitor downloads the one lander they arrive on. The home is in the
 * start chunk (most first visits). The server bundle is one file, so there these resolve at once.
 */
const LOADERS: Record<ScreenName, () => Promise<LanderScreenModule>> = {
  home: () => Promise.resolve(home),
  alonetonight: () => import(/* webpackChunkName: "lander-alonetonight" */ './features/alonetonight'),
  collagelanding: () => import(/* webpackChunkName: "lander-collage" */ './features/collage'),
  gallery: () => import(/* webpackChunkName: "lander-gallery" */ './features/gallery'),
  iconslanding: () => import(/* webpackChunkName: "lander-icons" */ './features/icons'),
  maplanding: () => import(/* webpackChunkName: "lander-map" */ './features/map'),
  socialnetwork: () => import(/* webpackChunkName: "lander-social" */ './features/social-network'),
  transitionsvideolanding: () => import(/* webpackChunkName: "lander-transitions" */ './features/transitions'),
  video: () => import(/* webpackChunkName: "lander-video" */ './features/video'),
  tinderswipe: () => import(/* webpackChunkName: "lander-swipe" */ './features/swipe'),
  'member-landing': () => import(/* webpackChunkName: "member-landing" */ './features/member-landing'),
  'member-signup': () => import(/* webpackChunkName: "member-signup" */ './features/member-signup'),
  'member-landing2': () => import(/* webpackChunkName: "member-message" */ './features/member-message'),
  'member-landing3': () => import(/* webpackChunkName: "member-private-photos" */ './features/member-private-photos'),
};

/**
 * The chunk each loader above makes (its webpackChunkName; the home is in the start chunk): a lander the
 * server rendered names its design's, so the page carries that chunk's hash and the remote's runtime checks
 * it without asking the gateway for the release's table (ADR 0017 §6). screens.spec.ts keeps the two equal.
 */
export const SCREEN_CHUNKS: Partial<Record<ScreenName, string>> = {
  alonetonight: 'lander-alonetonight',
  collagelanding: 'lander-collage',
  gallery: 'lander-gallery',
  iconslanding: 'lander-icons',
  maplanding: 'lander-map',
  socialnetwork: 'lander-social',
  transitionsvideolanding: 'lander-transitions',
  video: 'lander-video',
  tinderswipe: 'lander-swipe',
  'member-landing': 'member-landing',
  'member-signup': 'member-signup',
  'member-landing2': 'member-message',
  'member-landing3': 'member-private-photos',
};

/**
 * Each screen's texts in the catalogue (`<key>.title`, `<key>.text`): the same keys the screens give
 * useCampaignTexts, so the server's <title> is the headline the page shows.
 */
export const DESIGN_KEYS: Record<ScreenName, string> = {
  home: 'home_page',
  alonetonight: 'alonetonight',
  collagelanding: 'collagelanding',
  gallery: 'gallery',
  iconslanding: 'iconslanding',
  maplanding: 'maplanding',
  socialnetwork: 'socialnetwork',
  transitionsvideolanding: 'transitionsvideolanding',
  video: 'video',
  tinderswipe: 'tinderswipe',
  'member-landing': 'member_landing',
  'member-signup': 'member_signup',
  'member-landing2': 'member_message',
  'member-landing3': 'member_photos',
};

/** how many members of the teaser each design shows */
const MEMBERS_SHOWN: Record<LanderDesign, number> = {
  alonetonight: 8,
  collagelanding: 24,
  gallery: 12,
  iconslanding: 6,
  maplanding: 24,
  socialnetwork: 6,
  transitionsvideolanding: 6,
  video: 4,
};

interface ScreenRoute {
  pattern: string;
  screen: ScreenName;
  spec: (params: Record<string, string>) => LanderDataSpec;
}

const member =
  (campaignSlug: boolean) =>
  (params: Record<string, string>): LanderDataSpec => ({ campaign: 'member', slug: campaignSlug ? (params.slug ?? '') : '', count: 0, memberId: params.id });

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Landers are the first page most visitors see, so this remote has no router library: the route
// table's own matcher picks the screen, which keeps react-router (about 61 KB gzip) off the first visit.
const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { pattern: '/', screen: 'home', spec: () => ({ campaign: 'home', slug: '', count: 12 }) },
  { pattern: '/landers/tinderswipe', screen: 'tinderswipe', spec: () => ({ campaign: 'tinderswipe', slug: '', count: 12 }) },
  ...LANDER_SLUGS.map((design) => ({
    pattern: `/landers/${design}/:slug?`,
    screen: design,
    spec: (params: Record<string, string>) => ({ campaign: design, slug: params.slug ?? '', count: MEMBERS_SHOWN[design], map: design === 'maplanding' }),
  })),
  { pattern: '/members/:id/landing', screen: 'member-landing', spec: member(false) },
  { pattern: '/members/:id/signup', screen: 'member-signup', spec: member(false) },
  { pattern: '/members/:id/landing2/:slug?', screen: 'member-landing2', spec: member(true) },
  { pattern: '/members/:id/landing3/:slug?', screen: 'member-landing3', spec: member(true) },
];

export interface ScreenMatch {
  screen: ScreenName;
  params: Record<string, string>;
  spec: LanderDataSpec;
}

export function matchScreen(pathname: string): ScreenMatch | null {
  for (const route of SCREEN_ROUTES) {
    const params = matchPattern(route.pattern, pathname);
    if (params) return { screen: route.screen, params, spec: route.spec(params) };
  }
  return null;
}

const loaded = new Map<ScreenName, LanderScreenModule>([['home', home]]);

/** Loads a screen's chunk once; the module, for the server's CSS and the browser's first render. */
export async function loadScreen(name: ScreenName): Promise<LanderScreenModule> {
  const known = loaded.get(name);
  if (known) return known;
  const module = await LOADERS[name]();
  loaded.set(name, module);
  return module;
}

/** The screen's component if its chunk is here already (synchronously: hydration must not suspend). */
export const loadedScreen = (name: ScreenName): LanderScreenModule | undefined => loaded.get(name);
