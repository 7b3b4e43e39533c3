import { Injectable, type PipeTransform } from '@nestjs/common';

/**
 * The largest id a column holds, as the API speaks numbers: Postgres `integer`/`serial` stops at
 * 2^31-1 (a larger value is a query error, i.e. a 500), `bigint`/`bigserial` ids stay below 2^53
 * (bigint-id.transformer.ts) and a larger number would lose precision on the way.
 */
export const ID_MAX = { int: 2_147_483_647, bigint: Number.MAX_SAFE_INTEGER } as const;
export type IdColumn = keyof typeof ID_MAX;

const DIGITS = /^[1-9][0-9]{0,15}$/;

/**
 * The value as a positive id in the column's range, or null. The global validation pipe may already
 * have made a number of a path parameter typed `number`; both forms are read alike.
 */
export function parseId(value: unknown, column: IdColumn = 'int'): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !DIGITS.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id <= ID_MAX[column] ? id : null;
}

/**
 * The one pipe for every id in a path (and the id-like query parameters): anything that is not a
 * positive id in the column's range (letters, 0, -1, 1.5, 2^31 for an int column, 17 digits) names
 * a resource that does not exist, so the answer is the resource's own 404 in the envelope, never a
 * 400 or a database error's 500. Used as an instance: `@Param('id', new IdPipe(photoNotFound))`.
 */
@Injectable()
export class IdPipe implements PipeTransform<unknown, number> {
  constructor(
    private readonly notFound: () => Error,
    private readonly column: IdColumn = 'int',
  ) {}

  transform(value: unknown): number {
    const id = parseId(value, this.column);
    if (id === null) throw this.notFound();
    return id;
  }
}
