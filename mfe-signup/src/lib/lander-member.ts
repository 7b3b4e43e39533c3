/**
 * The member a visitor signed up from (a member lander, issue 12), kept for the tab's visit: after the
 * last signup step the new member goes to that member's profile, else to /signup-matches.
 */
export const LANDER_MEMBER_STORAGE_KEY = 'rdv:signup-lander-member';

export function keepLanderMember(memberId: number | undefined): void {
  try {
    if (memberId && Number.isSafeInteger(memberId) && memberId > 0) window.sessionStorage.setItem(LANDER_MEMBER_STORAGE_KEY, String(memberId));
    else window.sessionStorage.removeItem(LANDER_MEMBER_STORAGE_KEY);
  } catch {
    // Blocked storage: the new member goes to /signup-matches.
  }
}

/** Where the last signup step leads: the lander's member, else the first matches. */
export function pathAfterSignupSteps(): string {
  try {
    const id = Number(window.sessionStorage.getItem(LANDER_MEMBER_STORAGE_KEY));
    return Number.isSafeInteger(id) && id > 0 ? `/members/${id}` : '/signup-matches';
  } catch {
    return '/signup-matches';
  }
}
