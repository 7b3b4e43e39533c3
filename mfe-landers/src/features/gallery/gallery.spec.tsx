import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLanderApi, renderLanderAt, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/landers/gallery', () => {
  beforeEach(useLanderSettings);

  it('hangs each member as a framed portrait with a caption of name, age and region', async () => {
    mockLanderApi();
    await renderLanderAt('/landers/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'The gallery' })).toBeInTheDocument();
    const prints = screen.getAllByRole('figure');
    expect(prints.map((print) => print.querySelector('figcaption')?.textContent)).toEqual(['Anna, 29Utrecht', 'Sara, 29Drenthe', 'Eva, 29', 'Lotte, 29Utrecht']);
    expect(prints[0].querySelector('img')).toHaveAttribute('src', '/photos/1/full.jpg');
  });

  it('opens signup from a portrait: more photos need an account (spec 6)', async () => {
    mockLanderApi();
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/landers/gallery');
      await userEvent.click(await screen.findByRole('button', { name: 'See more photos of Sara' }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toBeInTheDocument();
    } finally {
      signup.restore();
    }
  });
});
