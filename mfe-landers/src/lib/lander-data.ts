import {
  defaultGender,
  MEMBER_TEASER_MAX,
  SUPPORTED_COUNTRIES,
  type Campaign,
  type CampaignLander,
  type CampaignResponse,
  type CountryMap,
  type MemberTeaserResponse,
  type Orientation,
  type TeaserMember,
} from '@rendezvous/contracts';

/** What a lander's data calls need: which campaign, how many members, and whether a map or one member. */
export interface LanderDataSpec {
  campaign: CampaignLander;
  slug: string;
  /** members of the teaser the design shows (0: none) */
  count: number;
  /** maplanding: the visitor's country drawn, with its regions */
  map?: boolean;
  /** member landers: the featured member's id */
  memberId?: string;
}

/** The site's values a lander shows, from its settings: the same on the server and in the browser (hydration). */
export interface LanderSite {
  name: string;
  /** settings index_title: the title of a page marketing gave no headline */
  indexTitle: string;
  /** where member photos are served (settings cdn_prefix) */
  photoPrefix: string;
  /** how a fictional profile is marked (spec 3: fictional_icon with fictional_singular) */
  fictional: { icon: string; label: string };
  /** settings fictional_warning: the disclaimer of a site that uses fictional profiles ('' when it uses none) */
  disclaimer: string;
}

export const siteOf = (
  settings:
    | { name?: string; index_title?: string; cdn_prefix?: string; fictional_icon?: string; fictional_singular?: string; fictional_warning?: string }
    | null
    | undefined,
): LanderSite => ({
  name: settings?.name ?? '',
  indexTitle: settings?.index_title ?? '',
  photoPrefix: settings?.cdn_prefix || '/photos',
  fictional: { icon: settings?.fictional_icon ?? '', label: settings?.fictional_singular ?? '' },
  disclaimer: settings?.fictional_warning ?? '',
});

/** Everything a lander renders from, fetched once (on the server, or in the browser after a client-side navigation). */
export interface LanderData {
  site: LanderSite;
  campaign: Campaign | null;
  members: TeaserMember[];
  map: CountryMap | null;
  /** the featured member of a member lander; null when the member cannot be shown (the 404 page) */
  member: TeaserMember | null;
}

export interface LanderContext {
  locale: string;
  /** the visitor's country (geoip), whose members and map a lander shows */
  country: string | null;
  /** a site's first country, for a visitor from elsewhere */
  fallbackCountry: string | null;
  /** a logged-in member's gender and sexuality: the teaser then shows whom they look for (issue 31) */
  viewer?: Orientation | null;
}

export type FetchJson = <T>(path: string) => Promise<T>;

export const teaserPath = ({ count, country, gender, seeking }: { count: number; country: string | null; gender?: string | null; seeking?: string | null }) =>
  `/api/members/teaser.php?count=${Math.min(count, MEMBER_TEASER_MAX)}${country ? `&country=${country}` : ''}${gender ? `&gender=${gender}` : ''}${seeking ? `&seeking=${seeking}` : ''}`;

/** the site service draws every supported country (map.php) */
const MAP_COUNTRIES: ReadonlySet<string> = new Set(SUPPORTED_COUNTRIES);

/**
 * The calls of one lander. The campaign comes first (its target decides whose members are shown), the
 * rest side by side. A missing campaign or teaser leaves the design's own texts or an empty strip: a
 * lander always renders; only a member lander without its member is the 404 page.
 */
export async function loadLanderData(spec: LanderDataSpec, context: LanderContext & { site: LanderSite }, fetchJson: FetchJson): Promise<LanderData> {
  const campaign = await fetchJson<CampaignResponse>(
    `/api/campaign.php?lander=${spec.campaign}&slug=${encodeURIComponent(spec.slug)}&locale=${context.locale}`,
  ).then(
    (answer) => answer.campaign,
    () => null,
  );
  // A logged-in member sees whom they look for (contracts' orientation rule), and only members who look
  // for someone of their gender; a visitor sees the campaign's target.
  const viewer = context.viewer?.gender ? context.viewer : null;
  const gender = viewer ? (defaultGender(viewer) ?? null) : (campaign?.target.gender ?? null);
  const seeking = viewer?.gender ?? null;
  const mapCountry = [context.country, context.fallbackCountry, 'NL'].find((country) => country && MAP_COUNTRIES.has(country)) as string;
  // The map shows one country: its members only, never filled up from elsewhere.
  const country = spec.map ? mapCountry : context.country;
  const [members, map, member] = await Promise.all([
    spec.count > 0
      ? fetchJson<MemberTeaserResponse>(teaserPath({ count: spec.count, country, gender, seeking })).then(
          (answer) => answer.members,
          () => [],
        )
      : Promise.resolve([]),
    spec.map ? fetchJson<CountryMap>(`/api/map.php?country=${mapCountry}`).catch(() => null) : Promise.resolve(null),
    spec.memberId
      ? fetchJson<MemberTeaserResponse>(`/api/members/teaser.php?id=${encodeURIComponent(spec.memberId)}`).then(
          (answer) => answer.members[0] ?? null,
          () => null,
        )
      : Promise.resolve(null),
  ]);
  // A country with few members still gets a full design: members from anywhere fill it up.
  const filled =
    members.length < spec.count && context.country && !spec.map
      ? [
          ...members,
          ...(await fetchJson<MemberTeaserResponse>(teaserPath({ count: spec.count, country: null, gender, seeking })).then(
            (answer) => answer.members,
            () => [],
          )),
        ]
          .filter((candidate, index, all) => all.findIndex((other) => other.id === candidate.id) === index)
          .slice(0, spec.count)
      : members;
  return { site: context.site, campaign, members: filled, map, member };
}

/**
 * The page's title: the campaign's headline (marketing writes one per locale), else the design's own
 * headline in the page's language with the site's name. Not the site's index_title: that is one text in
 * the site's own language, so a Polish visitor of a Dutch site read an English or Dutch <title>.
 * The same on the server and in the browser.
 */
export const pageTitleOf = (data: LanderData, designTitle: string): string =>
  data.campaign?.headline || [designTitle, data.site.name].filter(Boolean).join(' – ') || data.site.indexTitle;
