import type { MemberCard, MemberSearchResponse, SignupModalProps } from '@rendezvous/contracts';
import { createWidgetParcel, provideWidgetLoader } from '@rendezvous/remote-kit';
import { sessionStore } from '@rendezvous/session-store';
import { buildSettings, buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { answer, deferred, envelope, mockApi } from '../../../testing/api-mock';
import { rememberOpened } from '../../../lib/last-opened';
import { renderMembersAt } from '../../../testing/render';

let nextId = 100;
function card(overrides: Partial<MemberCard> = {}): MemberCard {
  nextId += 1;
  return {
    id: nextId,
    name: `Member ${nextId}`,
    age: 31,
    gender: 'female',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    main_image: null,
    online: false,
    premium: false,
    fictional: false,
    ...overrides,
  };
}

function page(results: MemberCard[], extra: Partial<MemberSearchResponse> = {}): MemberSearchResponse {
  return { page: 1, results, numResults: results.length, numResultsCapped: false, similar: [], ...extra };
}

/** The filters of every search request so far, as query strings. */
function searchQueries(urls: URL[]): string[] {
  return urls.map((url) => url.searchParams.toString());
}

function logInAs(gender: 'male' | 'female', country: string, sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null = null) {
  act(() => {
    resetSession();
    sessionStore
      .getState()
      .setUser(buildUser({ profile: { id: 1001, name: 'Anna', country, status: 'active', gender, sexuality, age: 30, main_image: null } }));
  });
}

describe('/members, the member search', () => {
  it("searches the other gender in the member's own country on arrival, and shows the cards with the count", async () => {
    logInAs('male', 'DE');
    const asked: URL[] = [];
    mockApi({
      'GET /api/members.php': (_body, url) => {
        asked.push(url);
        return answer(200, page([card({ name: 'Sanne', age: 29, online: true }), card({ name: 'Iris', premium: true })]));
      },
      'GET /api/regions.php': () => answer(200, {}),
    });
    await renderMembersAt('/members');
    expect(await screen.findByText('Sanne, 29')).toBeInTheDocument();
    expect(searchQueries(asked)).toEqual(['gender=female&country=DE&page=1']);
    expect(screen.getByText('2 members found')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([expect.stringMatching(/^\/members\/\d+$/), expect.stringMatching(/^\/members\/\d+$/)]);
    expect(within(results).getByText('Online')).toBeInTheDocument();
    expect(within(results).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByLabelText('Looking for')).toHaveValue('female');
  });

  // Issue 31: a woman who signed up as gay landed on gender=male.
  it.each([
    ['a gay woman', 'female', 'gay', 'gender=female&country=NL&page=1', 'female'],
    ['a lesbian woman', 'female', 'lesbian', 'gender=female&country=NL&page=1', 'female'],
    ['a gay man', 'male', 'gay', 'gender=male&country=NL&page=1', 'male'],
    ['a hetero woman', 'female', 'hetero', 'gender=male&country=NL&page=1', 'male'],
    ['a bi man (both genders)', 'male', 'bi', 'country=NL&page=1', ''],
  ] as const)('searches whom %s looks for on arrival', async (_who, gender, sexuality, query, shown) => {
    logInAs(gender, 'NL', sexuality);
    const asked: URL[] = [];
    mockApi({
      'GET /api/members.php': (_body, url) => {
        asked.push(url);
        return answer(200, page([card({ name: 'Kim', age: 33 })]));
      },
      'GET /api/regions.php': () => answer(200, {}),
    });
    await renderMembersAt('/members');
    expect(await screen.findByText('Kim, 33')).toBeInTheDocument();
    expect(searchQueries(asked)).toEqual([query]);
    expect(screen.getByLabelText('Looking for')).toHaveValue(shown);
  });

  it('appends the next page under the first with "Show more", and says "more than 1,000" when capped', async () => {
    logInAs('female', 'NL');
    const first = Array.from({ length: 24 }, () => card());
    const second = [card({ name: 'Last One' })];
    mockApi({
      'GET /api/members.php': (_body, url) =>
        answer(
          200,
          url.searchParams.get('page') === '2'
            ? page(second, { page: 2, numResults: 1_000, numResultsCapped: true })
            : page(first, { numResults: 1_000, numResultsCapped: true }),
        ),
      'GET /api/regions.php': () => answer(200, {}),
    });
    await renderMembersAt('/members');
    expect(await screen.findByText('More than 1,000 members found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Last One, 31')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(25);
    // Fewer than a page came back: there is nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('searches again when a filter changes, and "Clear filters" searches everyone', async () => {
    logInAs('male', 'NL');
    const asked: URL[] = [];
    mockApi({
      'GET /api/members.php': (_body, url) => {
        asked.push(url);
        return answer(200, page([card()]));
      },
      'GET /api/regions.php': () => answer(200, { NL: { country: 'NL', region_type: 'province', regions: [{ code: 'UT', name: 'Utrecht' }] } }),
    });
    await renderMembersAt('/members');
    await screen.findByText('1 member found');
    await userEvent.selectOptions(await screen.findByLabelText('Province'), 'Utrecht');
    await userEvent.selectOptions(screen.getByLabelText('From age'), '25');
    await waitFor(() => expect(searchQueries(asked).at(-1)).toBe('gender=female&country=NL&countryregion=Utrecht&min_age=25&page=1'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchQueries(asked).at(-1)).toBe('page=1'));
    expect(screen.getByLabelText('Looking for')).toHaveValue('');
  });

  it('holds the region row in place while the regions load, so nothing below it moves when they arrive', async () => {
    logInAs('male', 'NL');
    const regions = deferred<Response>();
    mockApi({
      'GET /api/members.php': () => answer(200, page([card()])),
      'GET /api/regions.php': () => regions.promise,
    });
    await renderMembersAt('/members');
    await screen.findByText('1 member found');
    const waiting = screen.getByLabelText('Region');
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveDisplayValue('Everywhere');
    regions.resolve(answer(200, { NL: { country: 'NL', region_type: 'province', regions: [{ code: 'UT', name: 'Utrecht' }] } }));
    const province = await screen.findByLabelText('Province');
    expect(province).toBeEnabled();
    expect(
      within(province)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everywhere', 'Utrecht']);
  });

  it('shows similar members apart when few match', async () => {
    logInAs('male', 'NL');
    mockApi({
      'GET /api/members.php': () => answer(200, page([card({ name: 'Exact' })], { similar: [card({ name: 'Close' })] })),
      'GET /api/regions.php': () => answer(200, {}),
    });
    await renderMembersAt('/members');
    const similar = await screen.findByRole('list', { name: 'Similar members' });
    expect(within(similar).getByText('Close, 31')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Search results' })).queryByText('Close, 31')).not.toBeInTheDocument();
  });

  it('offers only the filters the site names in search_fields, and defaults only those', async () => {
    logInAs('male', 'DE');
    act(() => sessionStore.getState().setSettings(buildSettings({ search_fields: ['gender', 'min_age', 'max_age'] })));
    const asked: URL[] = [];
    mockApi({
      'GET /api/members.php': (_body, url) => {
        asked.push(url);
        return answer(200, page([card()]));
      },
      'GET /api/regions.php': () => answer(200, {}),
    });
    await renderMembersAt('/members');
    await screen.findByRole('list', { name: 'Search results' });
    const filters = screen.getByRole('form', { name: 'Search filters' });
    expect(within(filters).getByLabelText('Looking for')).toBeInTheDocument();
    expect(within(filters).queryByLabelText('Country')).not.toBeInTheDocument();
    expect(within(filters).getByLabelText('From age')).toBeInTheDocument();
    await waitFor(() => expect(searchQueries(asked).at(-1)).toBe('gender=female&page=1'));
  });

  it('links back to the profile the member opened last, and when (spec 3)', async () => {
    rememberOpened({ id: 77, name: 'Sanne' }, 1001, new Date(Date.now() - 2 * 3_600_000));
    logInAs('male', 'NL');
    mockApi({ 'GET /api/members.php': () => answer(200, page([card()])), 'GET /api/regions.php': () => answer(200, {}) });
    await renderMembersAt('/members');
    expect(await screen.findByText('Last viewed 2 hours ago:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sanne' })).toHaveAttribute('href', '/members/77');
  });

  it('shows nothing of what another member opened on this browser', async () => {
    rememberOpened({ id: 77, name: 'Sanne' }, 9999);
    logInAs('male', 'NL');
    mockApi({ 'GET /api/members.php': () => answer(200, page([card()])), 'GET /api/regions.php': () => answer(200, {}) });
    await renderMembersAt('/members');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByText(/Last viewed/)).not.toBeInTheDocument();
  });

  it("keeps the like modal's t out of the filters: an arrival still gets the defaults, and t stays for the shell", async () => {
    logInAs('male', 'DE');
    const asked: URL[] = [];
    mockApi({
      'GET /api/members.php': (_body, url) => {
        asked.push(url);
        return answer(200, page([card()]));
      },
      'GET /api/regions.php': () => answer(200, {}),
    });
    await renderMembersAt('/members?t=30');
    await screen.findByText('1 member found');
    expect(searchQueries(asked)).toEqual(['gender=female&country=DE&page=1']);
    expect(window.location.search).toBe('?gender=female&country=DE&t=30');
  });

  it('leaves the address alone once the member has moved on: a late session does not bounce them back to /members', async () => {
    act(() => resetSession());
    mockApi({
      'GET /api/members.php': () => answer(200, page([card()])),
      'GET /api/regions.php': () => answer(200, {}),
    });
    await renderMembersAt('/members');
    await screen.findByText('1 member found');
    // A tap on Messages: the address is /chats, but single-spa has not told this remote's router yet.
    act(() => window.history.pushState(null, '', '/chats'));
    // The member's session arrives now, and with it the search defaults (the other gender, own country).
    logInAs('male', 'DE');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.location.pathname + window.location.search).toBe('/chats');
  });
});

/** mfe-signup's SignupModal as a stand-in parcel: a dialog whose button reports onClose. */
function SignupModalStandIn({ onClose }: SignupModalProps) {
  return (
    <div role="dialog" aria-label="Sign up">
      <button type="button" onClick={onClose}>
        Close signup
      </button>
    </div>
  );
}
const signupParcel = createWidgetParcel('mfe-signup', 'signup-test', async () => ({}), SignupModalStandIn) as ParcelConfig;

describe('/members for a visitor where logged_out_search does not allow it (spec 6)', () => {
  let loader: jest.Mock;
  beforeEach(() => {
    act(() => resetSession());
    loader = jest.fn(async () => signupParcel);
    provideWidgetLoader(loader as never);
    mockApi({
      'GET /api/members.php': () => envelope(403, 'authentication_required', 'Please log in to continue.'),
      'GET /api/regions.php': () => answer(200, {}),
    });
  });
  afterEach(() => provideWidgetLoader(null));

  it('asks to log in and opens the signup modal; closing it leaves the text', async () => {
    await renderMembersAt('/members');
    expect(await screen.findByText('Log in or sign up to search members.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe-signup', 'SignupModal', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Close signup' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign up' })).not.toBeInTheDocument());
    expect(screen.getByText('Log in or sign up to search members.')).toBeInTheDocument();
  });

  it('leaves the text alone when the signup area cannot be loaded', async () => {
    loader.mockImplementation(async () => {
      throw new Error('mfe-signup is down');
    });
    // The widget logs that it is unavailable: expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await renderMembersAt('/members');
      expect(await screen.findByText('Log in or sign up to search members.')).toBeInTheDocument();
      await waitFor(() => expect(quiet).toHaveBeenCalled());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
