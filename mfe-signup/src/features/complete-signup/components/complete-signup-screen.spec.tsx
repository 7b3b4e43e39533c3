import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser } from '@rendezvous/session-store/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { renderSignupAt, startFresh } from '../../../testing/render';

beforeEach(startFresh);

const REGIONS = {
  NL: {
    country: 'NL',
    region_type: 'province',
    regions: [
      { code: 'NH', name: 'North Holland' },
      { code: 'UT', name: 'Utrecht' },
    ],
  },
  DE: { country: 'DE', region_type: 'state', regions: [{ code: 'BE', name: 'Berlin' }] },
  SE: { country: 'SE', region_type: 'county', regions: [{ code: 'AB', name: 'Stockholm County' }] },
};

function startAt(signup_step: 'message' | 'photo' | 'personal_info' | 'about_me' | 'push') {
  const member = buildUser({ email: 'anna@example.com', status: 'not_confirmed', signup_step });
  act(() => {
    sessionStore.getState().setSettings(buildSettings({ countries: ['NL', 'DE'], geoip_country: 'DE' }));
    sessionStore.getState().setUser(member);
  });
  return member;
}

describe('/complete-signup', () => {
  it("starts at the member's own step and shows where it stands", async () => {
    startAt('photo');
    mockApi({});
    await renderSignupAt('/complete-signup');
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add a photo' })).toHaveFocus();
  });

  it('saves the message step and moves on to the photo step, which is skipped with an empty body', async () => {
    startAt('message');
    const api = mockApi({
      'PUT /api/account/signup/steps/message': () => answer(200, buildUser({ signup_step: 'photo' })),
      'PUT /api/account/signup/steps/photo': () => answer(200, buildUser({ signup_step: 'personal_info' })),
      'GET /api/regions.php': () => answer(200, REGIONS),
    });
    await renderSignupAt('/complete-signup');
    await userEvent.type(screen.getByLabelText('Your message'), 'Hello everyone');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('progressbar', { name: 'Step 3 of 5' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Sweden' })).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/account/signup/steps/message')).toEqual({ signup_message: 'Hello everyone' });
    expect(api.bodyOf('PUT /api/account/signup/steps/photo')).toEqual({});
  });

  it("saves personal info with the site's countries first and regions named in the country's own word", async () => {
    startAt('personal_info');
    const api = mockApi({
      'GET /api/regions.php': () => answer(200, REGIONS),
      'PUT /api/account/signup/steps/personal_info': () => answer(200, buildUser({ signup_step: 'about_me' })),
    });
    await renderSignupAt('/complete-signup');
    const country = screen.getByLabelText('Country');
    // The visitor's geo-IP country is preselected; the site's countries lead the list.
    expect(country).toHaveValue('DE');
    const countryCodes = () => Array.from((country as HTMLSelectElement).options).map((option) => option.value);
    await waitFor(() => expect(countryCodes()).toEqual(['', 'NL', 'DE', 'SE']));

    await userEvent.selectOptions(screen.getByLabelText('I am a'), 'Woman');
    // A sexuality asks for the explicit consent GDPR art. 9 needs (the box is not ticked for the member).
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sexuality'), 'Bisexual');
    const consent = screen.getByRole('checkbox', { name: /I explicitly agree that my sexuality is stored/ });
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await userEvent.selectOptions(country, 'Netherlands');
    await userEvent.selectOptions(await screen.findByLabelText('Province'), 'Utrecht');
    await userEvent.type(screen.getByLabelText('City'), 'Amersfoort');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Describe yourself' })).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/account/signup/steps/personal_info')).toEqual({
      gender: 'female',
      sexuality: 'bi',
      special_category_consent: true,
      country: 'NL',
      region: 'Utrecht',
      city: 'Amersfoort',
    });
  });

  it('shows a step error from the server beside its field', async () => {
    startAt('about_me');
    mockApi({
      'PUT /api/account/signup/steps/about_me': () =>
        envelope(400, 'VALIDATION.FAILED', 'about_me must be shorter than or equal to 2000 characters', {
          about_me: ['about_me must be shorter than or equal to 2000 characters'],
        }),
    });
    await renderSignupAt('/complete-signup');
    await userEvent.type(screen.getByLabelText('About me'), 'Too long, says the server');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByLabelText('About me')).toHaveAccessibleDescription('about_me must be shorter than or equal to 2000 characters'));
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 5' })).toBeInTheDocument();
  });

  it('completes after the last step and asks the member to check the inbox', async () => {
    const member = startAt('push');
    const api = mockApi({
      'PUT /api/account/signup/steps/push': () => answer(200, { ...member, signup_step: null }),
      'POST /api/account/signup/complete': () => answer(200, { ...member, signup_step: null }),
      'GET /api/user.php': () => answer(200, { ...member, signup_step: null }),
      'POST /api/account/activation-mail': () => answer(200, { sent: true }),
    });
    await renderSignupAt('/complete-signup');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('We have sent an activation e-mail to anna@example.com. Click the link in it to activate your account.')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().user?.signup_step).toBeNull());
    expect(api.calls()).toEqual(['PUT /api/account/signup/steps/push', 'POST /api/account/signup/complete', 'GET /api/user.php']);
    expect(api.bodyOf('PUT /api/account/signup/steps/push')).toEqual({});

    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The activation e-mail has been sent again.');
  });

  it('asks a visitor without a session to log in', async () => {
    act(() => sessionStore.getState().clearSession());
    await renderSignupAt('/complete-signup');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
