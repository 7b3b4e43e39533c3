/** After login go to members (spec section 2, Redirects). */
export const AFTER_LOGIN_PATH = '/members';
