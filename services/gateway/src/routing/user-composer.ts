import type { User } from '@rendezvous/contracts';
import { ownProfileCall, walletCall } from '@rendezvous/contracts/internal';
import type { IncomingMessage } from 'node:http';
import { localeCookieOf, queryParameter, requestPath, type InternalClient, type SiteSettingsCache } from '@rendezvous/nest-kit';

/**
 * The spec's user object has one owner per part (platform.md): identity answers with the account,
 * the gateway adds the profile from members, credits and premium from payments, and the site's
 * fictional_icon. A part that cannot be read stays at identity's neutral value.
 */
export function createUserComposer(internal: InternalClient, settings: SiteSettingsCache) {
  return async function composeUser(user: User, req: IncomingMessage): Promise<User> {
    const [profile, wallet, site] = await Promise.all([
      internal.call(ownProfileCall, { params: { id: user.id } }).catch(() => null),
      internal.call(walletCall, { params: { id: user.id } }).catch(() => null),
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
  if (status !== 200 && status !== 201) return false;
  const path = requestPath(req);
  if (path === '/api/user.php' && queryParameter(req, 'push') === '1') return false;
  return USER_ANSWERS.some((pattern) => pattern.test(path));
}
