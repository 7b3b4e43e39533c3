import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a statement as a named (prepared) statement: each pooled connection parses and plans a given
 * text once and then only executes it. The search's statement takes Postgres longer to plan (about
 * 1.3 ms) than to run on its indexes (0.6 to 1.3 ms for a first page, bench/members-search.mjs
 * --plans), so planning was most of the database's work per search. The name is the text's hash:
 * the same text is the same statement on every connection, and different texts never share a name.
 * Values must be parameters ($1, $2 ...), never spliced into the text, or every call is a new statement.
 */
/** Statement names by text: a few dozen texts (filter combinations), hashed once each instead of on every search. */
const names = new Map<string, string>();

export async function preparedQuery<Row>(dataSource: DataSource, text: string, values: unknown[]): Promise<Row[]> {
  // TypeORM's Postgres driver keeps its pg pool as `master`.
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  let name = names.get(text);
  if (name === undefined) {
    name = `rdv_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  const result = await pool.query({ name, text, values });
  return result.rows as Row[];
}
