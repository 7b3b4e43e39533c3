import { sessionStore } from '@rendezvous/session-store';
import { buildUser } from '@rendezvous/session-store/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { renderSignupAt, startFresh } from '../../../testing/render';

beforeEach(startFresh);

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it('logs the member in with e-mail and password and goes to the members area', async () => {
    const member = buildUser({ email: 'anna@example.com' });
    const api = mockApi({ 'POST /api/user.php': () => answer(200, member) });
    await renderSignupAt('/login');
    await logIn('anna@example.com', 'secret-pass');
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(api.bodyOf('POST /api/user.php')).toEqual({ email: 'anna@example.com', password: 'secret-pass' });
    expect(sessionStore.getState().user).toEqual(member);
  });

  it.each([
    [401, 'AUTH.LOGIN_FAILED', 'Login failed, please try again'],
    [429, 'AUTH.ACCOUNT_BLOCKED', 'Too many incorrect attempts, account blocked for 15 min.'],
  ])('shows the server message of a %i in the alert region and stays on the page', async (status, code, message) => {
    mockApi({ 'POST /api/user.php': () => envelope(status, code, message) });
    await renderSignupAt('/login');
    await logIn('anna@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('anna@example.com');
  });

  it('tells the owner of a deleted account how to restore it, in their language', async () => {
    mockApi({ 'POST /api/user.php': () => envelope(403, 'AUTH.ACCOUNT_DELETED', 'This account has been deleted. (server wording)') });
    await renderSignupAt('/login');
    await logIn('anna@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been deleted. You can restore it within 14 days of the deletion with the link we have just sent to your e-mail address.',
    );
    expect(window.location.pathname).toBe('/login');
  });

  it('sends a member who left signup halfway back to the signup steps, where they left off', async () => {
    mockApi({ 'POST /api/user.php': () => answer(200, buildUser({ status: 'not_confirmed', signup_step: 'photo' })) });
    await renderSignupAt('/login');
    await logIn('anna@example.com', 'secret-pass');
    await waitFor(() => expect(window.location.pathname).toBe('/complete-signup'));
  });

  it('sends a member who is already logged in on to the members area', async () => {
    act(() => sessionStore.getState().setUser(buildUser()));
    await renderSignupAt('/login');
    expect(window.location.pathname).toBe('/members');
  });

  it('links to the password reset and to the signup', async () => {
    await renderSignupAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  });
});
