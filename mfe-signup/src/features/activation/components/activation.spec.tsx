import { sessionStore } from '@rendezvous/session-store';
import { buildSettings } from '@rendezvous/session-store/testing';
import { act, screen } from '@testing-library/react';
import { renderSignupAt, startFresh } from '../../../testing/render';

beforeEach(startFresh);

describe('activation results', () => {
  it('leads an activated member to the members area', async () => {
    await renderSignupAt('/activate/done');
    expect(screen.getByRole('link', { name: 'Start searching members' })).toHaveAttribute('href', '/members');
  });

  it('tells a member who opens the link again that the account is already active, and offers the login', async () => {
    await renderSignupAt('/activate/done?already_active=1');
    expect(screen.getByText('Your account is already active. Log in to get started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names the site's support address when activation failed", async () => {
    act(() => sessionStore.getState().setSettings(buildSettings({ support_email: 'help@example.com' })));
    await renderSignupAt('/activate/error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please contact us at help@example.com.');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  });
});
