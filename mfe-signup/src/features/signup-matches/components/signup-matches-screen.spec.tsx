import type { MemberCard, MemberSearchResponse } from '@rendezvous/contracts';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser, resetSession } from '@rendezvous/session-store/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '../../../testing/api-mock';
import { renderSignupAt } from '../../../testing/render';

const card = (id: number, name: string): MemberCard => ({
  id,
  name,
  age: 33,
  gender: 'male',
  country: 'NL',
  region: null,
  city: null,
  main_image: null,
  online: false,
  premium: false,
  fictional: false,
});

describe('/signup-matches', () => {
  it("suggests members of the other gender in the new member's country, to like right away", async () => {
    act(() => {
      resetSession();
      sessionStore.getState().setUser(
        buildUser({
          status: 'not_confirmed',
          profile: { id: 1001, name: 'Anna', country: 'NL', status: 'disabled', gender: 'female', age: 30, main_image: null },
        }),
      );
    });
    const asked: URL[] = [];
    const api = mockApi({
      'GET /api/members.php': (_body, url) => {
        asked.push(url);
        return answer(200, {
          page: 1,
          results: [card(7, 'Daan')],
          numResults: 1,
          numResultsCapped: false,
          similar: [card(8, 'Bram')],
        } satisfies MemberSearchResponse);
      },
      'POST /api/members/7/like': () => answer(200, { match: true, profile: card(7, 'Daan') }),
    });
    await renderSignupAt('/signup-matches');
    const list = await screen.findByRole('list', { name: 'Your first matches' });
    expect(asked.map((url) => url.searchParams.toString())).toEqual(['gender=male&country=NL&page=1']);
    expect(within(list).getByText('Daan, 33')).toBeInTheDocument();
    expect(within(list).getByText('Bram, 33')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Like Daan' }));
    expect(await within(list).findByText("It's a Match")).toBeInTheDocument();
    expect(api.calls()).toContain('POST /api/members/7/like');
    expect(screen.getByRole('link', { name: 'Start searching members' })).toHaveAttribute('href', '/members');
  });

  // Issue 31: a new member who signed up as gay got members of the other gender.
  it.each([
    ['a gay woman', 'female', 'gay', 'gender=female&country=NL&page=1'],
    ['a gay man', 'male', 'gay', 'gender=male&country=NL&page=1'],
    ['a bi man (both genders)', 'male', 'bi', 'country=NL&page=1'],
  ] as const)('suggests whom %s looks for', async (_who, gender, sexuality, query) => {
    act(() => {
      resetSession();
      sessionStore.getState().setUser(
        buildUser({
          status: 'not_confirmed',
          profile: { id: 1001, name: 'Kim', country: 'NL', status: 'disabled', gender, sexuality, age: 30, main_image: null },
        }),
      );
    });
    const asked: URL[] = [];
    mockApi({
      'GET /api/members.php': (_body, url) => {
        asked.push(url);
        return answer(200, { page: 1, results: [card(7, 'Robin')], numResults: 1, numResultsCapped: false, similar: [] } satisfies MemberSearchResponse);
      },
    });
    await renderSignupAt('/signup-matches');
    expect(await within(await screen.findByRole('list', { name: 'Your first matches' })).findByText('Robin, 33')).toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.toString())).toEqual([query]);
  });
});
