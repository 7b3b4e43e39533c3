import type { LikeAnswer, MatchFinderResponse, MatchSuggestion, OwnProfile } from '@rendezvous/contracts';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi, type Handler } from '../../../testing/api-mock';
import { renderMembersAt } from '../../../testing/render';

/** GET /api/members/profile of a 34-year-old man in Utrecht who likes animals and cooking. */
function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 1001,
    name: 'Bram',
    birth_date: '1991-05-17',
    age: 34,
    gender: 'male',
    sexuality: null,
    tattoos: null,
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    interests: [3, 12],
    reason: null,
    about_me: null,
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    special_category_consent_at: null,
    photos: [],
    photo_limit: 3,
    premium: false,
    ...overrides,
  };
}

let nextId = 200;
function suggestion(overrides: Partial<MatchSuggestion> = {}): MatchSuggestion {
  nextId += 1;
  return {
    id: nextId,
    name: `Member ${nextId}`,
    age: 31,
    gender: 'female',
    country: 'NL',
    region: 'North Holland',
    city: null,
    main_image: null,
    online: false,
    premium: false,
    fictional: false,
    shared_interests: [],
    distance_km: null,
    ...overrides,
  };
}

const referenceData: Record<string, Handler> = {
  'GET /api/interests.php': () =>
    answer(200, [
      { id: 3, name: 'Animals', icon: 'animals' },
      { id: 12, name: 'Cooking', icon: 'cooking' },
      { id: 19, name: 'Hiking', icon: 'hiking' },
    ]),
  'GET /api/regions.php': () =>
    answer(200, {
      NL: {
        country: 'NL',
        region_type: 'province',
        regions: [
          { code: 'UT', name: 'Utrecht', lat: 52.1, lon: 5.2 },
          { code: 'NH', name: 'North Holland', lat: 52.5, lon: 4.8 },
        ],
      },
      DE: { country: 'DE', region_type: 'state', regions: [{ code: 'BE', name: 'Berlin', lat: 52.5, lon: 13.4 }] },
    }),
};

function logIn(profile: Partial<NonNullable<ReturnType<typeof buildUser>['profile']>> = {}) {
  act(() => {
    resetSession();
    sessionStore.getState().setSettings(buildSettings({ countries: ['NL', 'DE'] }));
    sessionStore
      .getState()
      .setUser(buildUser({ profile: { id: 1001, name: 'Bram', country: 'NL', status: 'active', gender: 'male', age: 34, main_image: null, ...profile } }));
  });
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps of the match finder' })).getByText((_, element) => element?.getAttribute('aria-current') === 'step');

describe('/match-finder', () => {
  beforeEach(() => logIn());

  it('asks a visitor to log in', async () => {
    act(() => resetSession());
    const api = mockApi({});
    await renderMembersAt('/match-finder');
    // The screen's own chunk arrives first (routes.tsx): its title shows while it does.
    expect(screen.getByRole('heading', { level: 1, name: 'Match finder' })).toBeInTheDocument();
    expect(await screen.findByText('Please log in to see this page.')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('walks through the four steps starting from the own profile, then asks with the answers', async () => {
    const asked: URL[] = [];
    mockApi({
      ...referenceData,
      'GET /api/members/profile': () => answer(200, ownProfile()),
      'GET /api/members/match-finder': (_body, url) => {
        asked.push(url);
        return answer(200, { results: [suggestion({ name: 'Sanne', age: 29 })] } satisfies MatchFinderResponse);
      },
    });
    await renderMembersAt('/match-finder');

    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Who');
    expect(screen.getByRole('heading', { level: 2, name: 'Who would you like to meet?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Women' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await next();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Age');
    // Ten years either side of the member's own 34.
    expect(screen.getByLabelText('From age')).toHaveValue('24');
    expect(screen.getByLabelText('To age')).toHaveValue('44');
    await userEvent.selectOptions(screen.getByLabelText('To age'), '40');

    await next();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    // The country's own word for its regions, and the member's region from their profile.
    expect(await screen.findByLabelText('Province')).toHaveValue('Utrecht');

    await next();
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Animals' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cooking' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hiking' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cooking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show my matches' }));

    expect(await screen.findByText('Sanne, 29')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your matches' })).toHaveFocus();
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      gender: 'female',
      min_age: '24',
      max_age: '40',
      country: 'NL',
      countryregion: 'Utrecht',
      interests: '3,19',
    });
  });

  // Issue 31: the finder preselected the other gender whatever the member's sexuality.
  it.each([
    ['a gay man', { gender: 'male', sexuality: 'gay' }, 'Men', 'male'],
    ['a lesbian woman', { gender: 'female', sexuality: 'lesbian' }, 'Women', 'female'],
    ['a hetero woman', { gender: 'female', sexuality: 'hetero' }, 'Men', 'male'],
    ['a bi man', { gender: 'male', sexuality: 'bi' }, 'Everyone', undefined],
  ] as const)('preselects whom %s looks for, and asks for that', async (_who, orientation, choice, asked) => {
    const queries: URL[] = [];
    mockApi({
      ...referenceData,
      'GET /api/members/profile': () => answer(200, ownProfile(orientation)),
      'GET /api/members/match-finder': (_body, url) => {
        queries.push(url);
        return answer(200, { results: [suggestion({ name: 'Robin', age: 36 })] });
      },
    });
    await renderMembersAt('/match-finder');
    expect(await screen.findByRole('radio', { name: choice })).toBeChecked();
    for (const other of ['Women', 'Men', 'Everyone'].filter((name) => name !== choice)) expect(screen.getByRole('radio', { name: other })).not.toBeChecked();
    await next();
    await next();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Show my matches' }));
    expect(await screen.findByText('Robin, 36')).toBeInTheDocument();
    expect(queries[0]!.searchParams.get('gender') ?? undefined).toBe(asked);
  });

  it('keeps the member on the age step while the ages are the wrong way round, and Back keeps every answer', async () => {
    mockApi({ ...referenceData, 'GET /api/members/profile': () => answer(200, ownProfile()) });
    await renderMembersAt('/match-finder');
    await userEvent.click(await screen.findByRole('radio', { name: 'Men' }));
    await next();
    await userEvent.selectOptions(screen.getByLabelText('From age'), '50');
    await userEvent.selectOptions(screen.getByLabelText('To age'), '30');
    await next();
    expect(await screen.findByText('The second age cannot be lower than the first.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('To age')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who would you like to meet?' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    await next();
    expect(screen.getByLabelText('From age')).toHaveValue('50');
  });

  it('starts from what the session knows when the own profile cannot be loaded: 25 to 45, and a gender to choose', async () => {
    logIn({ gender: null, age: null });
    mockApi({ ...referenceData, 'GET /api/members/profile': () => envelope(404, 'MEMBER.NOT_FOUND', 'This page could not be found') });
    await renderMembersAt('/match-finder');
    await screen.findByText('Step 1 of 4');
    expect(screen.getByRole('radio', { name: 'Women' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Men' })).not.toBeChecked();
    await next();
    expect(await screen.findByText('Please choose who you would like to meet.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Women' }));
    await next();
    expect(screen.getByLabelText('From age')).toHaveValue('25');
    expect(screen.getByLabelText('To age')).toHaveValue('45');
    await next();
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    expect(await screen.findByLabelText('Province')).toHaveValue('');
  });

  it('shows each suggestion with its region, shared interests and distance', async () => {
    mockApi({
      ...referenceData,
      'GET /api/members/profile': () => answer(200, ownProfile()),
      'GET /api/members/match-finder': () =>
        answer(200, {
          results: [
            suggestion({ name: 'Sanne', age: 29, region: 'North Holland', shared_interests: [3, 12], distance_km: 40 }),
            suggestion({ name: 'Iris', age: 33, region: 'Utrecht', shared_interests: [3], distance_km: 0 }),
            suggestion({ name: 'Lena', age: 30, country: 'DE', region: null, shared_interests: [], distance_km: null }),
          ],
        } satisfies MatchFinderResponse),
    });
    await renderMembersAt('/match-finder');
    await finishWithDefaults();

    const sanne = cardOf(await screen.findByText('Sanne, 29'));
    expect(sanne).toHaveTextContent('North Holland');
    expect(sanne).toHaveTextContent('2 shared interests');
    expect(within(sanne).getByRole('img', { name: 'Animals, Cooking' })).toBeInTheDocument();
    expect(sanne).toHaveTextContent('about 40 km');
    expect(within(sanne).getByRole('link', { name: /Sanne, 29/ })).toHaveAttribute('href', expect.stringMatching(/^\/members\/\d+$/));
    expect(within(sanne).getByRole('link', { name: 'Message' })).toHaveAttribute('href', expect.stringMatching(/^\/members\/\d+\/chat$/));

    const iris = cardOf(screen.getByText('Iris, 33'));
    expect(iris).toHaveTextContent('1 shared interest');
    expect(iris).toHaveTextContent('in your region');

    const lena = cardOf(screen.getByText('Lena, 30'));
    expect(lena).toHaveTextContent('0 shared interests');
    expect(lena).not.toHaveTextContent('km');
    expect(lena).not.toHaveTextContent('in your region');
  });

  it('likes a suggestion, and a match opens the match modal', async () => {
    const sanne = suggestion({ name: 'Sanne', age: 29 });
    const api = mockApi({
      ...referenceData,
      'GET /api/members/profile': () => answer(200, ownProfile()),
      'GET /api/members/match-finder': () => answer(200, { results: [sanne] } satisfies MatchFinderResponse),
      [`POST /api/members/${sanne.id}/like`]: () => answer(200, { match: true, profile: sanne } satisfies LikeAnswer),
      [`DELETE /api/members/${sanne.id}/like`]: () => new Response(null, { status: 204 }),
    });
    await renderMembersAt('/match-finder');
    await finishWithDefaults();
    const card = cardOf(await screen.findByText('Sanne, 29'));
    const like = within(card).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);

    expect(await screen.findByRole('dialog', { name: "It's a Match" })).toHaveTextContent('New like!');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');

    // Pressed again, the like is taken back.
    await userEvent.click(within(card).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls()).toEqual(expect.arrayContaining([`POST /api/members/${sanne.id}/like`, `DELETE /api/members/${sanne.id}/like`]));
  });

  it('says what to try when nobody matches, and "Start over" goes back to the first step with the answers kept', async () => {
    mockApi({
      ...referenceData,
      'GET /api/members/profile': () => answer(200, ownProfile()),
      'GET /api/members/match-finder': () => answer(200, { results: [] } satisfies MatchFinderResponse),
    });
    await renderMembersAt('/match-finder');
    await screen.findByText('Step 1 of 4');
    await next();
    await userEvent.selectOptions(screen.getByLabelText('From age'), '30');
    await next();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Show my matches' }));

    expect(await screen.findByText('We found nobody for these answers yet. Try a wider age range or choose more interests.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who would you like to meet?' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Women' })).toBeChecked();
    await next();
    expect(screen.getByLabelText('From age')).toHaveValue('30');
  });

  it('offers a retry when the suggestions cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...referenceData,
      'GET /api/members/profile': () => answer(200, ownProfile()),
      'GET /api/members/match-finder': () =>
        fail ? envelope(400, 'VALIDATION', 'Bad request') : answer(200, { results: [suggestion({ name: 'Sanne', age: 29 })] }),
    });
    await renderMembersAt('/match-finder');
    await finishWithDefaults();
    expect(await screen.findByText('Your matches could not be found.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sanne, 29')).toBeInTheDocument();
  });
});

/** Next through every step with the answers the finder starts with, then "Show my matches". */
async function finishWithDefaults() {
  await screen.findByText('Step 1 of 4');
  for (let step = 1; step < 4; step += 1) await next();
  await userEvent.click(await screen.findByRole('button', { name: 'Show my matches' }));
}

const cardOf = (element: HTMLElement) => element.closest('li') as HTMLElement;
