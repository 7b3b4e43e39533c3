import { AppError } from './errors';
import { ID_MAX, IdPipe, parseId } from './id.pipe';

const notFound = () => new AppError(404, 'THING.NOT_FOUND', 'This page could not be found');

describe('IdPipe', () => {
  it('passes a positive id in the column range, as text or as the number the validation pipe made of it', () => {
    expect(new IdPipe(notFound).transform('17')).toBe(17);
    expect(new IdPipe(notFound).transform(17)).toBe(17);
    expect(new IdPipe(notFound).transform(String(ID_MAX.int))).toBe(2_147_483_647);
    expect(new IdPipe(notFound, 'bigint').transform('2147483648')).toBe(2_147_483_648);
    expect(new IdPipe(notFound, 'bigint').transform(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("answers the resource's 404 for anything else, past the column's range included", () => {
    const ints = ['2147483648', '9223372036854775807', '99999999999999999999', '0', '-1', '1.5', '01', '1e3', ' 7', 'abc', '', '%00', 'NaN'];
    for (const value of [...ints, 2_147_483_648, 1.5, -3, NaN, Infinity, undefined, null, ['1']]) {
      expect(() => new IdPipe(notFound).transform(value)).toThrow(expect.objectContaining({ code: 'THING.NOT_FOUND', status: 404 }));
    }
    for (const value of ['9007199254740992', '9223372036854775807', '0', 'x']) {
      expect(parseId(value, 'bigint')).toBeNull();
    }
  });
});
