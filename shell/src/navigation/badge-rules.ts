import type { User } from '@rendezvous/contracts';

/** Badges show at most this number, then "99+" (spec sections 2 and 9). */
export const BADGE_CAP = 99;
/** Paid members see a credits badge at this balance or lower (spec sections 2 and 9). */
export const CREDITS_BADGE_THRESHOLD = 10;

/** The text of a counter badge: nothing at 0, the number up to the cap, "99+" above it. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

export type CreditsBadgeTone = 'warning' | 'danger';

/** Spec 2: paid members at 10 credits or fewer see a badge, a warning above 0 and danger at 0. */
export function creditsBadge(user: Pick<User, 'paid_user' | 'credits'> | null): { credits: number; tone: CreditsBadgeTone } | null {
  if (!user?.paid_user || user.credits > CREDITS_BADGE_THRESHOLD) return null;
  const credits = Math.max(0, user.credits);
  return { credits, tone: credits > 0 ? 'warning' : 'danger' };
}

// Spec 2: "member, likes and credit pages". /members itself is the search, not a member's page.
const BACK_BUTTON_PAGES = [/^\/members\/[^/]+(\/.*)?$/, /^\/likes(\/.*)?$/, /^\/credits(\/.*)?$/];

/** The back button shows only inside an installed app, where the browser has no back button of its own. */
export function showBackButton(pathname: string, installedApp: boolean): boolean {
  return installedApp && BACK_BUTTON_PAGES.some((page) => page.test(pathname));
}
