import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { renderSignupAt, startFresh } from '../../../testing/render';

beforeEach(startFresh);

describe('/reset-password', () => {
  async function requestLinkFor(email: string) {
    await renderSignupAt('/reset-password');
    await userEvent.type(screen.getByLabelText('E-mail address'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
  }

  it('confirms that the e-mail with the link is on its way', async () => {
    const api = mockApi({ 'POST /api/account/password-reset': () => answer(200, { sent: true }) });
    await requestLinkFor('anna@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you an e-mail with a link to choose a new password.');
    expect(api.bodyOf('POST /api/account/password-reset')).toEqual({ email: 'anna@example.com' });
  });

  it('shows an unknown address beside the e-mail field', async () => {
    mockApi({
      'POST /api/account/password-reset': () => envelope(400, 'ACCOUNT.EMAIL_NOT_FOUND', 'E-mail address not found', { email: ['E-mail address not found'] }),
    });
    await requestLinkFor('nobody@example.com');
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('E-mail address not found'));
  });

  it('shows the daily limit in the alert region', async () => {
    mockApi({
      'POST /api/account/password-reset': () =>
        envelope(429, 'ACCOUNT.TOO_MANY_RESET_MAILS', 'Too many password reset emails sent, please try again tomorrow.'),
    });
    await requestLinkFor('anna@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset emails sent, please try again tomorrow.');
  });
});

describe('/reset-password/do', () => {
  async function choosePassword(password: string, repeat: string) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), repeat);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('says the passwords differ before asking the server', async () => {
    const api = mockApi({});
    await renderSignupAt('/reset-password/do?token=abc123');
    await choosePassword('new-secret-1', 'new-secret-2');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The entered passwords are not the same.');
    expect(api.calls()).toEqual([]);
  });

  it('saves the new password with the token and leads to the login', async () => {
    const api = mockApi({ 'POST /api/account/password-reset/confirm': () => answer(200, { changed: true }) });
    await renderSignupAt('/reset-password/do?token=abc123');
    await choosePassword('new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password has been saved.');
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/login');
    expect(api.bodyOf('POST /api/account/password-reset/confirm')).toEqual({ token: 'abc123', password: 'new-secret-1', password_repeat: 'new-secret-1' });
  });

  it('explains an expired link and offers a new e-mail', async () => {
    mockApi({
      'POST /api/account/password-reset/confirm': () => envelope(400, 'ACCOUNT.LINK_INVALID', 'Link expired or invalid, request a new email'),
    });
    await renderSignupAt('/reset-password/do?token=old-token');
    await choosePassword('new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute('href', '/reset-password');
  });

  it("shows the server's password rule beside the password", async () => {
    mockApi({
      'POST /api/account/password-reset/confirm': () =>
        envelope(400, 'ACCOUNT.PASSWORD_TOO_SHORT', 'Your password needs at least 8 characters.', { password: ['Your password needs at least 8 characters.'] }),
    });
    await renderSignupAt('/reset-password/do?token=abc123');
    await choosePassword('short', 'short');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Your password needs at least 8 characters\./));
  });
});
