/** After login go to members (spec section 2, Redirects). */
export const AFTER_LOGIN_PATH = '/members';

/**
 * A member who left signup halfway (details sent, steps not done) resumes the steps after login: their
 * activation mail goes out only after the last step (spec section 2, activation last), so the members
 * area would have nothing to offer but a wait for a mail that was never sent.
 */
export const afterLoginPath = (user: { signup_step: string | null }): string => (user.signup_step !== null ? '/complete-signup' : AFTER_LOGIN_PATH);
