import { CONSENT_REQUIRED_MESSAGE, type OwnProfile } from '@rendezvous/contracts';
import { resetSession } from '@rendezvous/session-store/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { logInMember, renderMembersAt } from '../../../testing/render';
import { ownProfile, profileReferenceData } from '../testing/own-profile-fixtures';

beforeEach(logInMember);

const CONSENT_LABEL = /I explicitly consent to Rendezvous storing my sexuality and sex-related interests/;

/** /profile with this profile, once its form is on screen; PUT answers the profile with the body applied. */
async function openProfile(profile: OwnProfile = ownProfile(), handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...profileReferenceData,
    'GET /api/members/profile': () => answer(200, profile),
    'PUT /api/members/profile': (body) => answer(200, { ...profile, ...(body as object) }),
    ...handlers,
  });
  await renderMembersAt('/profile');
  await screen.findByRole('form', { name: 'About you' });
  return api;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe('/profile, about you', () => {
  it('asks a logged-out visitor to log in', async () => {
    act(() => resetSession());
    await renderMembersAt('/profile');
    // The screen's own chunk arrives first (routes.tsx): its title shows while it does.
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the name and date of birth read-only, with the way to the settings', async () => {
    await openProfile();
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(screen.getByText('May 17, 1994 (age 31)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it("offers every field with the profile screen's words and the member's current answers", async () => {
    await openProfile();
    expect(screen.getByRole('combobox', { name: 'Body type' })).toHaveDisplayValue('Slim');
    expect(screen.getByRole('option', { name: 'A few extra kilos' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Orientation' })).toHaveDisplayValue('Not set');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Woman');
    expect(await screen.findByRole('checkbox', { name: 'Animals' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cooking' })).not.toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Utrecht');
    expect(screen.getByRole('textbox', { name: 'About me' })).toHaveValue('I like long walks.');
    expect(screen.getByText('18 of 2000 characters')).toBeInTheDocument();
  });

  it('offers every country signup offers, not only the site’s own', async () => {
    await openProfile();
    const country = screen.getByRole('combobox', { name: 'Country' });
    const offered = within(country)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered.sort()).toEqual(['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'SE', 'US']);
  });

  it('saves only what changed, and confirms it', async () => {
    const api = await openProfile();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hair colour' }), 'Black');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tattoos' }), 'Not set');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cooking' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'About me' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'About me' }), '  Coffee first.  ');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(api.bodyOf('PUT /api/members/profile')).toEqual({ hair_colour: 'black', tattoos: null, interests: [3, 12], about_me: 'Coffee first.' });
  });

  it("shows the server's field errors beside their fields", async () => {
    await openProfile(ownProfile(), {
      'PUT /api/members/profile': () =>
        envelope(400, 'VALIDATION.FAILED', 'city must be shorter', { city: ['city must be shorter than or equal to 100 characters'] }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'x');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('city must be shorter than or equal to 100 characters'),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('special-category data (GDPR art. 9)', () => {
    it('asks for explicit consent when the member gives a sexuality, and saves only with the box ticked', async () => {
      const api = await openProfile();
      expect(screen.queryByRole('checkbox', { name: CONSENT_LABEL })).not.toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Orientation' }), 'Bisexual');
      const consent = screen.getByRole('checkbox', { name: CONSENT_LABEL });
      expect(consent).not.toBeChecked();

      await save();
      expect(await screen.findByText(CONSENT_REQUIRED_MESSAGE)).toBeInTheDocument();
      expect(consent).toHaveAccessibleDescription(CONSENT_REQUIRED_MESSAGE);
      expect(api.calls()).not.toContain('PUT /api/members/profile');

      await userEvent.click(consent);
      await save();
      expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
      expect(api.bodyOf('PUT /api/members/profile')).toEqual({ sexuality: 'bi', special_category_consent: true });
    });

    it('asks for consent for a sex-related interest, not for others', async () => {
      await openProfile();
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Cooking' }));
      expect(screen.queryByRole('checkbox', { name: CONSENT_LABEL })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Sex' }));
      expect(screen.getByRole('checkbox', { name: CONSENT_LABEL })).not.toBeChecked();
    });

    it("shows the server's refusal when it asks for consent the page did not know was missing, and then asks for it", async () => {
      // Consent withdrawn in another tab: the page still shows it as given.
      const api = await openProfile(ownProfile({ sexuality: 'hetero', special_category_consent_at: '2026-02-01T09:30:00.000Z' }), {
        'PUT /api/members/profile': (body) =>
          (body as { special_category_consent?: boolean }).special_category_consent
            ? answer(200, ownProfile({ sexuality: 'gay', special_category_consent_at: '2026-03-01T09:30:00.000Z' }))
            : envelope(422, 'MEMBER.CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE, { special_category_consent: [CONSENT_REQUIRED_MESSAGE] }),
      });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Orientation' }), 'Gay');
      await save();
      expect(await screen.findByText(CONSENT_REQUIRED_MESSAGE)).toHaveAttribute('role', 'alert');
      await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }));
      await save();
      expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
      expect(api.bodyOf('PUT /api/members/profile')).toEqual({ sexuality: 'gay', special_category_consent: true });
    });

    it('shows when consent was given, and withdraws it after a confirmation that says the data will be erased', async () => {
      const consented = ownProfile({ sexuality: 'bi', interests: [3, 38], special_category_consent_at: '2026-02-01T09:30:00.000Z' });
      const api = await openProfile(consented, {
        'DELETE /api/members/profile/consent': () => answer(200, { ...consented, sexuality: null, interests: [3], special_category_consent_at: null }),
      });
      expect(screen.getByText(/On February 1, 2026 you consented/)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Orientation' })).toHaveDisplayValue('Bisexual');

      await userEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
      const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
      expect(dialog).toHaveTextContent('Your sexuality and your sex-related interests will be erased from your profile right away.');
      expect(api.calls()).not.toContain('DELETE /api/members/profile/consent');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and erase' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Your consent has been withdrawn');
      expect(api.calls()).toContain('DELETE /api/members/profile/consent');
      expect(screen.getByRole('combobox', { name: 'Orientation' })).toHaveDisplayValue('Not set');
      expect(screen.getByRole('checkbox', { name: 'Sex' })).not.toBeChecked();
      expect(screen.queryByRole('button', { name: 'Withdraw consent' })).not.toBeInTheDocument();
    });
  });

  describe('"Use my location"', () => {
    const getCurrentPosition = jest.fn();
    beforeEach(() => {
      getCurrentPosition.mockReset();
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    const position = { coords: { latitude: 52.52, longitude: 13.405 } };

    it('fills in country, region and city from the geocoder, with a position up to an hour old', async () => {
      getCurrentPosition.mockImplementation((success: (value: typeof position) => void) => success(position));
      let asked: URL | null = null;
      const api = await openProfile(ownProfile(), {
        'GET /api/geocode.php': (_body, url) => {
          asked = url;
          return answer(200, { country: 'DE', region: 'Berlin', city: 'Berlin' });
        },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByRole('combobox', { name: 'State' })).toHaveDisplayValue('Berlin');
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');
      expect(getCurrentPosition.mock.calls[0][2]).toEqual({ maximumAge: 3_600_000 });
      expect(asked!.searchParams.get('lat')).toBe('52.52');
      expect(asked!.searchParams.get('lon')).toBe('13.405');

      await save();
      await screen.findByText('Your profile has been saved.');
      expect(api.bodyOf('PUT /api/members/profile')).toEqual({ country: 'DE', region: 'Berlin', city: 'Berlin' });
    });

    it('says so when the geocoder cannot tell where the member is', async () => {
      getCurrentPosition.mockImplementation((success: (value: typeof position) => void) => success(position));
      await openProfile(ownProfile(), { 'GET /api/geocode.php': () => answer(200, false) });
      await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText('We could not tell where you are. Please choose your country and enter your city.')).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
    });

    it('says so when the member does not allow the location', async () => {
      getCurrentPosition.mockImplementation((_success: unknown, failure: (error: object) => void) => failure({ code: 1, PERMISSION_DENIED: 1 }));
      const api = await openProfile();
      await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText('You did not allow us to use your location. Please choose your country and enter your city.')).toHaveAttribute(
        'role',
        'alert',
      );
      expect(api.calls()).not.toContain('GET /api/geocode.php');
    });
  });
});
