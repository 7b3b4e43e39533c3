import { SERVICES, type ServiceName } from '@rendezvous/contracts';
import type { GatewayConfig } from '../config';

export type { ServiceName };
/** The services behind the gateway: the platform's one list (contracts' SERVICES). */
export const SERVICE_NAMES: readonly ServiceName[] = SERVICES.map((service) => service.name);

/**
 * The one table that says which service owns which public call. The spec's calls keep their
 * exact paths (/api/user.php ...); calls the spec does not show use /api/<area>/... prefixes.
 */
export const API_ROUTES: ReadonlyArray<{ service: ServiceName; paths?: string[]; prefixes?: string[] }> = [
  {
    service: 'identity',
    paths: ['/api/user.php', '/api/logout.php', '/api/page-hidden.php', '/api/account'],
    prefixes: ['/api/account/', '/api/admin/accounts'],
  },
  // Photo files too: who may see one depends on the viewer (members' photos/photo-files.ts), so they are member calls.
  { service: 'members', paths: ['/api/likes.php', '/api/auto-like.php', '/api/members.php', '/api/profile.php'], prefixes: ['/api/members/', '/photos/'] },
  { service: 'chat', paths: ['/api/chats.php', '/api/chat.php'], prefixes: ['/api/chat/'] },
  { service: 'payments', paths: ['/api/discountcode.php'], prefixes: ['/api/payments/', '/api/credits/'] },
  {
    service: 'site',
    paths: [
      '/api/settings.php',
      '/api/companyinfo.php',
      '/api/legal.php',
      '/api/complaints.php',
      '/api/campaign.php',
      '/api/map.php',
      '/api/interests.php',
      '/api/regions.php',
      '/api/geocode.php',
    ],
    prefixes: ['/api/admin/sites/'],
  },
];

/**
 * Services with member-only calls: for these the gateway checks the session cookie with identity and
 * passes the member on (member-identity.ts). Identity reads its own cookie; site has no member calls,
 * so its public calls (settings, geocode, interests, regions) cost no identity round trip.
 */
export const MEMBER_AWARE_SERVICES: ReadonlySet<ServiceName> = new Set(['members', 'chat', 'payments']);

/**
 * Single calls of other services that need to know the member: the complaints form mails its
 * confirmation only to a logged-in member's own address (issue 30, finding 7).
 */
export const MEMBER_AWARE_PATHS: ReadonlySet<string> = new Set(['/api/complaints.php']);

/** The owning service of a request path, or null (the gateway itself answers, or 404s). */
export function serviceFor(path: string): ServiceName | null {
  for (const route of API_ROUTES) {
    if (route.paths?.includes(path)) return route.service;
    if (route.prefixes?.some((prefix) => path.startsWith(prefix))) return route.service;
  }
  return null;
}

/** Every instance of each service the gateway proxies to: several for chat when CHAT_URLS lists them. */
export function serviceInstances(config: GatewayConfig): Record<ServiceName, string[]> {
  const single = serviceUrls(config);
  const instances = Object.fromEntries(SERVICE_NAMES.map((name) => [name, [single[name]]])) as Record<ServiceName, string[]>;
  if (config.CHAT_URLS.length > 0) instances.chat = config.CHAT_URLS;
  return instances;
}

/** Each service's base URL, from its variable in the config (IDENTITY_URL, ...). */
export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return Object.fromEntries(SERVICES.map((service) => [service.name, config[service.urlEnv]])) as Record<ServiceName, string>;
}
