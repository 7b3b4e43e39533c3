import { IDENTITY_ERRORS } from '@rendezvous/contracts';
import { sessionStore } from '@rendezvous/session-store';
import { resetSession } from '@rendezvous/session-store/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { logInMember, renderMembersAt } from '../../../testing/render';

beforeEach(logInMember);

const section = (name: string) => screen.getByRole('region', { name });

/** The message placed beside a field: the element its control names in aria-describedby. */
function errorBeside(label: string): string | null {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function changePassword(oldPassword: string, password: string, repeat: string) {
  const form = section('Change password');
  await userEvent.type(within(form).getByLabelText('Old password'), oldPassword);
  await userEvent.type(within(form).getByLabelText('New password'), password);
  await userEvent.type(within(form).getByLabelText('Repeat new password'), repeat);
  await userEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
}

describe('/settings', () => {
  it('asks a logged-out visitor to log in', async () => {
    act(() => resetSession());
    await renderMembersAt('/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
  });

  it("leads a member to the notification preferences from here, where the account menu's Settings opens", async () => {
    mockApi({});
    await renderMembersAt('/settings');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notifications');
  });

  describe('change password', () => {
    it('stops a repeat that differs before calling the server, with the spec wording', async () => {
      const api = mockApi({});
      await renderMembersAt('/settings');
      await changePassword('old-secret', 'new-secret-1', 'new-secret-2');
      expect(errorBeside('Repeat new password')).toContain('The entered passwords are not the same.');
      expect(screen.getByLabelText('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
      // The privacy section reads its own data; the password form asked nothing.
      expect(api.calls().filter((call) => call.includes('/api/account/'))).toEqual([]);
    });

    it('shows a wrong old password beside the old password field', async () => {
      const { code, message } = IDENTITY_ERRORS.oldPasswordWrong;
      mockApi({ 'POST /api/account/password': () => envelope(422, code, message, { old_password: [message] }) });
      await renderMembersAt('/settings');
      await changePassword('wrong-secret', 'new-secret-1', 'new-secret-1');
      await waitFor(() => expect(errorBeside('Old password')).toContain('Please check your old password.'));
      expect(screen.getByLabelText('Old password')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'false');
      expect(within(section('Change password')).getByRole('alert')).toBeEmptyDOMElement();
    });

    it('sends the three passwords and confirms the change', async () => {
      const api = mockApi({ 'POST /api/account/password': () => answer(200, { changed: true }) });
      await renderMembersAt('/settings');
      await changePassword('old-secret', 'new-secret-1', 'new-secret-1');
      expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
      expect(api.bodyOf('POST /api/account/password')).toEqual({
        old_password: 'old-secret',
        password: 'new-secret-1',
        password_repeat: 'new-secret-1',
      });
      expect(screen.getByLabelText('Old password')).toHaveValue('');
    });
  });

  describe('change e-mail address', () => {
    it.each([IDENTITY_ERRORS.newEmailInvalid, IDENTITY_ERRORS.emailTaken])('shows "$message" beside the field', async ({ code, message }) => {
      mockApi({ 'POST /api/account/email': () => envelope(422, code, message, { email: [message] }) });
      await renderMembersAt('/settings');
      await userEvent.type(screen.getByLabelText('New e-mail address'), 'taken@example');
      await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
      await waitFor(() => expect(errorBeside('New e-mail address')).toContain(message));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('tells the member a confirmation link went to the new address', async () => {
      const api = mockApi({ 'POST /api/account/email': () => answer(200, { sent: true }) });
      await renderMembersAt('/settings');
      await userEvent.type(screen.getByLabelText('New e-mail address'), ' new@example.com ');
      await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
      expect(await screen.findByRole('status')).toHaveTextContent('We have sent a confirmation link to your new e-mail address.');
      expect(api.bodyOf('POST /api/account/email')).toEqual({ email: 'new@example.com' });
    });
  });

  describe('delete account', () => {
    async function confirmDeletion(password: string) {
      const danger = section('Delete account');
      await userEvent.click(within(danger).getByRole('button', { name: 'I still want to delete my account' }));
      await userEvent.type(await within(danger).findByLabelText('Password'), password);
      await userEvent.click(within(danger).getByRole('button', { name: 'Delete my account' }));
    }

    it('offers pausing e-mails first and asks for the password only after the member goes on', async () => {
      await renderMembersAt('/settings');
      const danger = section('Delete account');
      expect(within(danger).getByRole('link', { name: 'Pause e-mail notifications instead' })).toHaveAttribute('href', '/notifications');
      expect(within(danger).queryByLabelText('Password')).not.toBeInTheDocument();
      await userEvent.click(within(danger).getByRole('button', { name: 'I still want to delete my account' }));
      // No retention offer from payments (the mock answers 404): straight to the password.
      expect(await within(danger).findByText(/restores your account within 14 days/)).toBeInTheDocument();
      await userEvent.click(within(danger).getByRole('button', { name: 'Cancel' }));
      expect(within(danger).queryByLabelText('Password')).not.toBeInTheDocument();
    });

    it("makes the company's retention offer before the password step: a personal code, or on to deletion", async () => {
      mockApi({
        'POST /api/credits/retention-offer': () =>
          answer(201, {
            code: 'STAY-ABCD2345',
            value_percentage: 50,
            expires: '2026-12-24T12:00:00.000Z',
            user_id: 1001,
            country: null,
            currency: null,
            minimum_order_value: 0,
            status: 'active',
            validity: 'once-per-user',
            expired: false,
            paymentmethods: null,
          }),
      });
      await renderMembersAt('/settings');
      const danger = section('Delete account');
      await userEvent.click(within(danger).getByRole('button', { name: 'I still want to delete my account' }));
      const offer = await within(danger).findByRole('group', { name: 'Before you go: 50% off your next credits' });
      expect(offer).toHaveTextContent('your personal code STAY-ABCD2345');
      expect(offer).toHaveTextContent('valid until December 24, 2026');
      expect(within(danger).queryByLabelText('Password')).not.toBeInTheDocument();
      await userEvent.click(within(offer).getByRole('button', { name: 'No thanks, delete my account' }));
      expect(await within(danger).findByLabelText('Password')).toBeInTheDocument();
    });

    it('deletes with the password, forgets the session and goes to /account-deleted', async () => {
      const api = mockApi({ 'DELETE /api/account': () => answer(200, { deleted: true }) });
      await renderMembersAt('/settings');
      await confirmDeletion('my-secret');
      await waitFor(() => expect(window.location.pathname).toBe('/account-deleted'));
      expect(api.bodyOf('DELETE /api/account')).toEqual({ password: 'my-secret' });
      expect(sessionStore.getState().user).toBeNull();
    });

    it('shows a wrong password beside the password field and stays', async () => {
      const { code, message } = IDENTITY_ERRORS.oldPasswordWrong;
      mockApi({ 'DELETE /api/account': () => envelope(422, code, message, { password: [message] }) });
      await renderMembersAt('/settings');
      await confirmDeletion('wrong-secret');
      await waitFor(() => expect(errorBeside('Password')).toContain('Please check your old password.'));
      expect(window.location.pathname).toBe('/settings');
      expect(sessionStore.getState().user).not.toBeNull();
    });
  });
});

describe('/settings, who can find and contact the member (spec 6)', () => {
  it('switches privacy mode on, and lists blocked members with a way to unblock them', async () => {
    let stored = { invisible: false, privacy: false };
    let blocked = [
      {
        id: 42,
        name: 'Sanne',
        age: 29,
        gender: 'female',
        country: 'NL',
        region: null,
        city: null,
        main_image: null,
        online: false,
        premium: false,
        fictional: false,
      },
    ];
    const api = mockApi({
      'GET /api/members/visibility': () => answer(200, stored),
      'PUT /api/members/visibility': (body) => answer(200, (stored = body as typeof stored)),
      'GET /api/members/blocked': () => answer(200, blocked),
      'DELETE /api/members/42/block': () => {
        blocked = [];
        return new Response(null, { status: 204 });
      },
    });
    await renderMembersAt('/settings');
    const privacy = section('Who can find and contact me');
    await userEvent.click(await within(privacy).findByRole('checkbox', { name: /Privacy mode/ }));
    expect(await within(privacy).findByText('Your choice has been saved.')).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/members/visibility')).toEqual({ invisible: false, privacy: true });
    expect(within(privacy).getByRole('checkbox', { name: /Privacy mode/ })).toBeChecked();

    const list = within(privacy).getByRole('list', { name: 'Blocked members' });
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock' }));
    expect(await within(privacy).findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});

it('names the section “Who can find and contact me” once, its choices grouped under that heading', async () => {
  mockApi({ 'GET /api/members/visibility': () => answer(200, { invisible: false, privacy: false }), 'GET /api/members/blocked': () => answer(200, []) });
  await renderMembersAt('/settings');
  const privacy = section('Who can find and contact me');
  expect(within(privacy).getByRole('group', { name: 'Who can find and contact me' })).toBeInTheDocument();
  expect(screen.getAllByText('Who can find and contact me')).toHaveLength(1);
});
