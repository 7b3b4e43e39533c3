import { screen } from '@testing-library/react';
import { renderSignupAt, startFresh } from '../../../testing/render';

beforeEach(startFresh);

describe('/account-deleted', () => {
  it('tells the member the account can be restored within 14 days by the link in the e-mail', async () => {
    await renderSignupAt('/account-deleted');
    expect(screen.getByText(/within 14 days with the link in the e-mail/)).toBeInTheDocument();
  });
});
