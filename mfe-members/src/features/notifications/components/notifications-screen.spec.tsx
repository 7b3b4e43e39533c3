import type { NotificationSettings } from '@rendezvous/contracts';
import { resetSession } from '@rendezvous/session-store/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { logInMember, renderMembersAt } from '../../../testing/render';

beforeEach(logInMember);

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    notifications_disabled: [],
    preferences: { messages: true, likes: true, matches: false, newsletter: false },
    ...overrides,
  };
}

describe('/notifications', () => {
  it('asks a logged-out visitor to log in without calling the server', async () => {
    act(() => resetSession());
    const api = mockApi({});
    await renderMembersAt('/notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.calls()).toEqual([]);
  });

  it('loads the preferences and saves the changed ones', async () => {
    const api = mockApi({
      'GET /api/account/notifications': () => answer(200, settings()),
      'PUT /api/account/notifications': (body) => answer(200, settings({ preferences: body as NotificationSettings['preferences'] })),
    });
    await renderMembersAt('/notifications');
    expect(await screen.findByRole('checkbox', { name: 'New messages' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New likes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New matches' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'News and offers (newsletter)' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'New messages' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'New matches' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your preferences have been saved.');
    expect(api.bodyOf('PUT /api/account/notifications')).toEqual({ messages: false, likes: true, matches: true, newsletter: false });
    expect(screen.queryByText('We are not sending you any e-mails')).not.toBeInTheDocument();
  });

  it('explains each reason e-mail is disabled', async () => {
    mockApi({ 'GET /api/account/notifications': () => answer(200, settings({ notifications_disabled: ['fbl', 'bounce'] })) });
    await renderMembersAt('/notifications');
    expect(await screen.findByRole('heading', { level: 2, name: 'We are not sending you any e-mails' })).toBeInTheDocument();
    expect(screen.getByText('You marked one of our e-mails as spam.')).toBeInTheDocument();
    expect(screen.getByText('E-mails to your address could not be delivered.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe from all e-mails' })).toBeInTheDocument();
  });

  it('unsubscribes from all e-mails and then explains it, without offering it again', async () => {
    const api = mockApi({
      'GET /api/account/notifications': () => answer(200, settings()),
      'POST /api/account/notifications/disable': () => answer(200, settings({ notifications_disabled: ['listunsubscribe'] })),
    });
    await renderMembersAt('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from all e-mails' }));
    expect(await screen.findByText('You unsubscribed from our e-mails.')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/account/notifications/disable')).toEqual({ reason: 'listunsubscribe' });
    expect(screen.queryByRole('button', { name: 'Unsubscribe from all e-mails' })).not.toBeInTheDocument();
  });

  it('shows a failed load in the alert region', async () => {
    mockApi({ 'GET /api/account/notifications': () => envelope(400, 'REQUEST.INVALID', 'An error has occurred.') });
    await renderMembersAt('/notifications');
    // The alert region is always in the page (so it is announced), hence waiting for its text.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred.'));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
