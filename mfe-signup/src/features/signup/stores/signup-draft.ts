/**
 * The signup form draft (spec section 3, Form draft) kept in localStorage so a reload does not lose
 * it. The password is deliberately not part of it: it must never rest in storage.
 */
export interface SignupDraft {
  email: string;
  name: string;
  /** YYYY-MM-DD, or '' while incomplete */
  date_of_birth: string;
  signup_message: string;
}

export const SIGNUP_DRAFT_STORAGE_KEY = 'rdv:signup-draft';

export const EMPTY_DRAFT: SignupDraft = { email: '', name: '', date_of_birth: '', signup_message: '' };

const DRAFT_FIELDS = Object.keys(EMPTY_DRAFT) as (keyof SignupDraft)[];

export function readSignupDraft(): SignupDraft {
  try {
    const stored = JSON.parse(window.localStorage.getItem(SIGNUP_DRAFT_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const draft = { ...EMPTY_DRAFT };
    for (const field of DRAFT_FIELDS) {
      if (typeof stored[field] === 'string') draft[field] = stored[field];
    }
    return draft;
  } catch {
    // Storage blocked (private mode) or a damaged value: start empty rather than fail the form.
    return { ...EMPTY_DRAFT };
  }
}

export function saveSignupDraft(draft: SignupDraft): void {
  // Copy field by field, so nothing else a caller passes (a password) can end up in storage.
  const safe: SignupDraft = { email: draft.email, name: draft.name, date_of_birth: draft.date_of_birth, signup_message: draft.signup_message };
  try {
    window.localStorage.setItem(SIGNUP_DRAFT_STORAGE_KEY, JSON.stringify(safe));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearSignupDraft(): void {
  try {
    window.localStorage.removeItem(SIGNUP_DRAFT_STORAGE_KEY);
  } catch {
    // nothing to clear when storage is blocked
  }
}
