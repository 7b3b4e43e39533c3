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

  it("names the site's support address when activation failed", async () => {
    act(() => sessionStore.getState().setSettings(buildSettings({ support_email: 'help@example.com' })));
    await renderSignupAt('/activate/error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please contact us at help@example.com.');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  });
});
