import { screen } from '@testing-library/react';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { renderSignupAt, startFresh } from '../../../testing/render';

beforeEach(startFresh);

describe('/mail-change/do', () => {
  it('confirms the new address with the token from the link as soon as it opens', async () => {
    const api = mockApi({ 'POST /api/account/email/confirm': () => answer(200, { changed: true }) });
    await renderSignupAt('/mail-change/do?token=mail-token');
    expect(await screen.findByText('Your new e-mail address has been confirmed.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['POST /api/account/email/confirm']);
    expect(api.bodyOf('POST /api/account/email/confirm')).toEqual({ token: 'mail-token' });
  });

  it("shows the server's message when the link no longer works", async () => {
    mockApi({ 'POST /api/account/email/confirm': () => envelope(400, 'ACCOUNT.LINK_INVALID', 'Link expired or invalid, request a new email') });
    await renderSignupAt('/mail-change/do?token=used-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
  });
});
