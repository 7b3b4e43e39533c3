import type { User, UserProfile } from '@rendezvous/contracts';
import type { IncomingMessage } from 'node:http';
import type { GatewayConfig } from '../config';
import { localeCookieOf, type SiteSettingsCache } from '@rendezvous/nest-kit';

interface Wallet {
  credits: number;
  paid_user: boolean;
}

async function internalGet<T>(url: string, token: string): Promise<T | null> {
  try {
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(3_000) });
    return answer.ok ? ((await answer.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The spec's user object has one owner per part (platform.md): identity answers with the account,
 * the gateway adds the profile from members, credits and premium from payments, and the site's
 * fictional_icon. A part that cannot be read stays at identity's neutral value.
 */
export function createUserComposer(config: GatewayConfig, settings: SiteSettingsCache) {
  return async function composeUser(user: User, req: IncomingMessage): Promise<User> {
    const [profile, wallet, site] = await Promise.all([
      internalGet<UserProfile>(`${config.MEMBERS_URL}/internal/profiles/${user.id}`, config.INTERNAL_TOKEN),
      internalGet<Wallet>(`${config.PAYMENTS_URL}/internal/wallets/${user.id}`, config.INTERNAL_TOKEN),
      settings.get(String(req.headers['x-forwarded-host'] ?? 'localhost'), localeCookieOf(req.headers.cookie)),
    ]);
    return {
      ...user,
      credits: wallet?.credits ?? user.credits,
      paid_user: wallet?.paid_user ?? user.paid_user,
      fictional_icon: site?.fictional_icon ?? user.fictional_icon,
      profile: profile ?? user.profile,
    };
  };
}

const USER_ANSWERS = [/^\/api\/user\.php$/, /^\/api\/account\/signup$/, /^\/api\/account\/signup\/(steps\/[a-z_]+|complete)$/];

/** Identity answers that carry the user object: user.php (GET, login, language), signup and its steps. */
export function carriesUser(req: IncomingMessage, status: number): boolean {
  const url = new URL(req.url ?? '/', 'http://gateway');
  if (status !== 200 && status !== 201) return false;
  if (url.pathname === '/api/user.php' && url.searchParams.get('push') === '1') return false;
  return USER_ANSWERS.some((pattern) => pattern.test(url.pathname));
}
