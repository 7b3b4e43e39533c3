import { answer, mockApi } from '@rendezvous/api-client/testing';
import { changeI18nLocale } from '@rendezvous/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignOf, MEMBERS, mockLanderApi, renderLanderAt, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

describe('/landers/gallery', () => {
  beforeEach(useLanderSettings);

  it('hangs each member as a framed portrait with a caption of name, age and region', async () => {
    mockLanderApi();
    await renderLanderAt('/landers/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'The gallery' })).toBeInTheDocument();
    const prints = screen.getAllByRole('figure');
    expect(prints.map((print) => print.querySelector('figcaption')?.textContent)).toEqual([
      'Anna, 29Utrecht',
      'Sara, 29Drenthe',
      'Eva, 29',
      'Lotte, 29Utrecht',
    ]);
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

describe('/landers/gallery in another language', () => {
  beforeEach(useLanderSettings);
  afterEach(() => act(() => changeI18nLocale('en')));

  it('asks for the campaign of the new language when the visitor switches, and shows its words', async () => {
    const api = mockApi({
      'GET /api/campaign.php': (_body, url) =>
        answer(200, {
          campaign:
            url.searchParams.get('locale') === 'de' ? campaignOf({ locale: 'de', headline: 'Herbst-Singles' }) : campaignOf({ headline: 'Autumn singles' }),
        }),
      'GET /api/members/teaser.php': () => answer(200, { members: MEMBERS }),
    });
    await renderLanderAt('/landers/gallery/autumn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn singles' })).toBeInTheDocument();
    await act(() => changeI18nLocale('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Herbst-Singles' })).toBeInTheDocument();
    expect(api.calls().filter((call) => call === 'GET /api/campaign.php')).toHaveLength(2);
  });
});
