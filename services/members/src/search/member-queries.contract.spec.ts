import { ZodQuery } from '@rendezvous/nest-kit';
import { membersRoutes } from '@rendezvous/contracts/routes';

/**
 * The search's and the match finder's queries are checked by their contracts' schemas (issue 33). Each row is a query and
 * the field errors its 400 names (null: accepted), as the class-validator DTOs answered them before (recorded from
 * MemberSearchQueryDto and MatchFinderQueryDto through the global ValidationPipe): the same fields and words, each field's
 * messages in the same order. (Only the order of the fields in `errors` may differ: an unknown parameter now comes last.)
 */
type Row = [query: Record<string, string>, errors: Record<string, string[]> | null];

const SEARCH: Row[] = [
  [{}, null],
  [{ page: '0' }, { page: ['page must not be less than 1'] }],
  [{ page: 'abc' }, { page: ['page must be an integer number'] }],
  [{ page: '' }, { page: ['page must not be less than 1'] }],
  [{ page: '1.5' }, { page: ['page must be an integer number'] }],
  [{ page: '600.5' }, { page: ['page must be an integer number'] }],
  [{ page: 'Infinity' }, { page: ['page must be an integer number'] }],
  [{ page: '-3' }, { page: ['page must not be less than 1'] }],
  [{ page: '201' }, { page: ['page must not be greater than 200'] }],
  [{ page: '7' }, null],
  [{ page: ' 7 ' }, null],
  [{ page: '0x10' }, null],
  [{ page: '1e2' }, null],
  [{ min_age: '17' }, { min_age: ['min_age must not be less than 18'] }],
  [{ min_age: '100' }, { min_age: ['min_age must not be greater than 99'] }],
  [{ max_age: 'x' }, { max_age: ['max_age must be an integer number'] }],
  [{ min_age: '30', max_age: '20' }, null],
  [{ gender: 'robot' }, { gender: ['gender must be one of the following values: male, female'] }],
  [{ gender: 'female' }, null],
  [{ gender: '' }, { gender: ['gender must be one of the following values: male, female'] }],
  [{ country: 'XX' }, { country: ['country must be one of the following values: AT, BE, CH, DE, DK, ES, FI, FR, GB, IE, IT, NL, NO, PL, SE, US'] }],
  [{ country: 'nl' }, { country: ['country must be one of the following values: AT, BE, CH, DE, DK, ES, FI, FR, GB, IE, IT, NL, NO, PL, SE, US'] }],
  [{ country: 'NL' }, null],
  [{ countryregion: 'a'.repeat(101) }, { countryregion: ['countryregion must be shorter than or equal to 100 characters'] }],
  [{ countryregion: '' }, null],
  [{ countryregion: 'Utrecht' }, null],
  [{ network: 'n'.repeat(101) }, { network: ['network must be shorter than or equal to 100 characters'] }],
  [{ network: 'x' }, null],
  [{ foo: '1' }, { foo: ['property foo should not exist'] }],
  [
    { foo: '1', page: '0' },
    { foo: ['property foo should not exist'], page: ['page must not be less than 1'] },
  ],
  [{ __proto__x: '1' }, { __proto__x: ['property __proto__x should not exist'] }],
  [{ interests: '1,2,3' }, { interests: ['property interests should not exist'] }],
];

const MATCH_FINDER: Row[] = [
  [{}, null],
  [{ page: '7' }, { page: ['property page should not exist'] }],
  [{ min_age: '17' }, { min_age: ['min_age must not be less than 18'] }],
  [{ min_age: '100' }, { min_age: ['min_age must not be greater than 99'] }],
  [{ max_age: 'x' }, { max_age: ['max_age must be an integer number'] }],
  [{ min_age: '30', max_age: '20' }, null],
  [{ gender: 'robot' }, { gender: ['gender must be one of the following values: male, female'] }],
  [{ gender: 'female' }, null],
  [{ gender: '' }, { gender: ['gender must be one of the following values: male, female'] }],
  [{ country: 'XX' }, { country: ['country must be one of the following values: AT, BE, CH, DE, DK, ES, FI, FR, GB, IE, IT, NL, NO, PL, SE, US'] }],
  [{ country: 'nl' }, { country: ['country must be one of the following values: AT, BE, CH, DE, DK, ES, FI, FR, GB, IE, IT, NL, NO, PL, SE, US'] }],
  [{ country: 'NL' }, null],
  [{ countryregion: 'a'.repeat(101) }, { countryregion: ['countryregion must be shorter than or equal to 100 characters'] }],
  [{ countryregion: '' }, null],
  [{ countryregion: 'Utrecht' }, null],
  [{ foo: '1' }, { foo: ['property foo should not exist'] }],
  [{ __proto__x: '1' }, { __proto__x: ['property __proto__x should not exist'] }],
  [{ interests: 'abc' }, { interests: ['each value in interests must be an integer number'] }],
  [{ interests: '0' }, { interests: ['each value in interests must not be less than 1'] }],
  [{ interests: '51' }, { interests: ['each value in interests must not be greater than 50'] }],
  [{ interests: '' }, null],
  [{ interests: '1,2,3' }, null],
  [{ interests: '0,51' }, { interests: ['each value in interests must not be greater than 50', 'each value in interests must not be less than 1'] }],
  [{ interests: '1,,2' }, { interests: ['each value in interests must not be less than 1'] }],
  [{ interests: Array.from({ length: 51 }, (_, i) => (i % 50) + 1).join(',') }, { interests: ['interests must contain no more than 50 elements'] }],
  [{ interests: '1.5' }, { interests: ['each value in interests must be an integer number'] }],
  [
    { interests: '0,' + '51,'.repeat(49) + '51' },
    {
      interests: [
        'each value in interests must not be greater than 50',
        'each value in interests must not be less than 1',
        'interests must contain no more than 50 elements',
      ],
    },
  ],
  [{ interests: 'Infinity' }, { interests: ['each value in interests must be an integer number'] }],
  [{ interests: ',' }, { interests: ['each value in interests must not be less than 1'] }],
  [{ interests: '-1' }, { interests: ['each value in interests must not be less than 1'] }],
  [{ interests: '51,abc' }, { interests: ['each value in interests must be an integer number'] }],
];

function answer(schema: ConstructorParameters<typeof ZodQuery>[0], query: Record<string, string>) {
  try {
    new ZodQuery(schema).transform({ ...query });
    return null;
  } catch (error) {
    const { code, message, errors } = (error as { getResponse(): { code: string; message: string; errors: Record<string, string[]> } }).getResponse();
    expect({ code, message }).toEqual({ code: 'VALIDATION.FAILED', message: 'The request is not valid.' });
    return errors;
  }
}

describe("members' query contracts answer as the DTOs did", () => {
  it.each(SEARCH)('GET /api/members.php?%j', (query, errors) => {
    expect(answer(membersRoutes.search.query, query)).toEqual(errors);
  });

  it.each(MATCH_FINDER)('GET /api/members/match-finder?%j', (query, errors) => {
    expect(answer(membersRoutes.matchFinder.query, query)).toEqual(errors);
  });

  it('turns the numbers of the query string into numbers, and the interests into a list', () => {
    expect(new ZodQuery(membersRoutes.search.query).transform({ page: '7', min_age: '30', gender: 'female' })).toEqual({
      page: 7,
      min_age: 30,
      gender: 'female',
    });
    expect(new ZodQuery(membersRoutes.matchFinder.query).transform({ interests: '1,19,47', max_age: '40' })).toEqual({ interests: [1, 19, 47], max_age: 40 });
    expect(new ZodQuery(membersRoutes.matchFinder.query).transform({ interests: '' })).toEqual({ interests: [] });
  });
});
