/**
 * The message typed on the signup form, kept for the tab's visit after the draft is cleared: the signup
 * steps start with the message step, which shows it again instead of an empty box (issue 31: on a member
 * lander the visitor's message seemed lost at step 1, and retyping it replaced it).
 */
export const SIGNUP_MESSAGE_STORAGE_KEY = 'rdv:signup-message';

export function keepSignupMessage(message: string): void {
  try {
    if (message.trim()) window.sessionStorage.setItem(SIGNUP_MESSAGE_STORAGE_KEY, message.trim());
    else window.sessionStorage.removeItem(SIGNUP_MESSAGE_STORAGE_KEY);
  } catch {
    // Blocked storage: the message step starts empty; the server still has the message.
  }
}

export function keptSignupMessage(): string {
  try {
    return window.sessionStorage.getItem(SIGNUP_MESSAGE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
