import { INTEREST_COUNT, MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '@rendezvous/contracts';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { finderSchema, toQuery, type FinderInput } from './finder-form';
import { findMatches } from '../api/match-finder';

jest.mock('@rendezvous/api-client', () => ({ apiRequest: jest.fn(async () => ({ results: [] })) }));
const { apiRequest } = jest.requireMock<{ apiRequest: jest.Mock }>('@rendezvous/api-client');

/**
 * The finder's form is not the route's query (it asks 'any' gender, a region, ages as numbers), so it is held to
 * GET /api/members/match-finder's query schema here: the two cannot drift apart.
 */
const routeQuery = membersRoutes.matchFinder.query;

/** The query string findMatches sends for these answers, as the service reads it (every value text). */
async function sentQuery(answers: FinderInput): Promise<Record<string, string>> {
  apiRequest.mockClear();
  await findMatches(toQuery(finderSchema.parse(answers)));
  const { query } = apiRequest.mock.calls[0][1] as { query: Record<string, unknown> };
  return Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

const answers: FinderInput = { gender: 'female', min_age: 25, max_age: 45, country: 'NL', region: 'Utrecht', interests: [19, 1, 47] };

describe('the match finder form against its route', () => {
  it.each<[string, FinderInput]>([
    ['every answer', answers],
    ['both genders, no region, no interests', { ...answers, gender: 'any', region: '', interests: [] }],
    [
      'the widest ages and every interest',
      { ...answers, min_age: MIN_SEARCH_AGE, max_age: MAX_SEARCH_AGE, interests: Array.from({ length: INTEREST_COUNT }, (_, i) => i + 1) },
    ],
  ])('sends a query the route accepts, read back as the answers were meant: %s', async (_, given) => {
    const read = routeQuery.parse(await sentQuery(given));
    expect(read).toEqual(JSON.parse(JSON.stringify(toQuery(finderSchema.parse(given)))));
  });

  it.each<[string, Partial<FinderInput>, Record<string, string>]>([
    ['an age below the youngest', { min_age: MIN_SEARCH_AGE - 1 }, { min_age: String(MIN_SEARCH_AGE - 1) }],
    ['an age above the oldest', { max_age: MAX_SEARCH_AGE + 1 }, { max_age: String(MAX_SEARCH_AGE + 1) }],
    ['an age that is no whole number', { min_age: 30.5 }, { min_age: '30.5' }],
    ['interest 0', { interests: [0] }, { interests: '0' }],
    ['an interest beyond the list', { interests: [INTEREST_COUNT + 1] }, { interests: String(INTEREST_COUNT + 1) }],
    ['a country the site does not serve', { country: 'XX' }, { country: 'XX' }],
  ])('refuses what the route refuses: %s', (_, formChange, queryChange) => {
    expect(routeQuery.safeParse(queryChange).success).toBe(false);
    expect(finderSchema.safeParse({ ...answers, ...formChange }).success).toBe(false);
  });
});
