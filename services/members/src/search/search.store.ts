import { SEARCH_EXACT_COUNT_LIMIT, SEARCH_PAGE_SIZE } from '@rendezvous/contracts';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN } from '../common/member-cards';
import { searchConditions, viewerGenderColumn, type Filters } from '../common/search-conditions';
import { MEMBERS_CONFIG, type MembersConfig } from '../config';

/**
 * A search in one statement, one round trip to Postgres (each costs more than the query itself on
 * these machines, bench/members-search.mjs): whom the viewer never sees (themselves and blocks either
 * way), the count ("exact up to 1,000", counting stops one past it), and one page of cards in search
 * order (last activity first). At least one row comes back, with `total`; cards have an id.
 */
export function searchStatement(
  filters: Filters,
  viewerId: number | null,
  page: number,
  { excludeIds = [] as readonly number[], limit = SEARCH_PAGE_SIZE } = {},
) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The page size is written into the text, not passed as a parameter: Postgres reuses a prepared
  // statement's generic plan after a few runs, and a generic plan that cannot see the LIMIT assumes a
  // large share of the table and joins it by a sequential scan (250 ms for a gender-only search on
  // 1,000,000 profiles, against 0.4 ms with the limit in the text). Few texts result: 24, or the
  // smaller remainders of the similar members.
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`search limit must be a positive integer, got ${limit}`);
  const pageLimit = String(limit);
  const viewer = param(viewerId);
  const excluded = param(excludeIds);
  const conditions = searchConditions(filters, param);
  return {
    sql: `WITH hidden AS (
            SELECT ARRAY(
              SELECT ${viewer}::bigint WHERE ${viewer}::bigint IS NOT NULL
              UNION SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}::bigint
              UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}::bigint
              UNION SELECT unnest(${excluded}::bigint[])
            ) AS ids, ${viewerGenderColumn(viewer)}
          )
          SELECT counted.total, page.*
            FROM hidden
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS total FROM (SELECT 1 FROM profiles p WHERE ${conditions} LIMIT ${SEARCH_EXACT_COUNT_LIMIT + 1}) matching
           ) counted
            LEFT JOIN LATERAL (
             -- The page's ids first, from the search index alone (index-only: the skipped rows of a deep
             -- page cost no heap or photo lookups), then the 24 cards and their photos.
             SELECT ${CARD_COLUMNS}
               FROM (SELECT p.id, p.last_seen_at FROM profiles p
                      WHERE ${conditions}
                      ORDER BY p.last_seen_at DESC, p.id DESC
                      LIMIT ${pageLimit} OFFSET ${param((page - 1) * SEARCH_PAGE_SIZE)}) picked
               JOIN profiles p ON p.id = picked.id
               ${MAIN_PHOTO_JOIN}
              ORDER BY picked.last_seen_at DESC, picked.id DESC
            ) page ON true`,
    params,
  };
}

/** Connections of the search's own pool: Postgres runs at most as many statements at once as it has cores. */
export const SEARCH_POOL_SIZE = 6;

/**
 * The search's own small pool of Postgres connections, on which every statement is a named (prepared)
 * statement that Postgres plans once per connection and text, with one generic plan for all values.
 *
 * Why: planning a search (about 0.5 to 1 ms) cost as much as running it on its indexes, and the
 * default plan cache mode re-plans a statement for every call whenever the generic plan's estimate
 * looks dearer than a custom plan's. The search's generic plan always looks dearer, because a
 * parameter OFFSET is estimated at a tenth of the table, though the plans are the same index scans.
 * Forcing the generic plan halves Postgres's time per search (bench/members-search.mjs).
 * It is a setting of these connections alone: the rest of the service (TypeORM's pool) keeps the
 * default, where a generic plan could be a poor one for skewed values.
 *
 * Statement texts must take their values as parameters ($1, $2 ...), never spliced in, or every call
 * is a new statement; the page size is the exception (searchStatement says why).
 */
@Injectable()
export class SearchDatabase implements OnModuleDestroy {
  private readonly logger = new Logger('SearchDatabase');
  private readonly pool: Pool;
  /** Statement names by text: a few dozen texts (filter combinations), hashed once each. */
  private readonly names = new Map<string, string>();

  constructor(@Inject(MEMBERS_CONFIG) config: MembersConfig) {
    this.pool = new Pool({
      connectionString: config.DATABASE_URL,
      max: SEARCH_POOL_SIZE,
      connectionTimeoutMillis: 5_000,
      // A prepared statement lives as long as its connection: keep idle ones a while.
      idleTimeoutMillis: 60_000,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle connection that breaks (a Postgres restart) is dropped by the pool; without a listener it
    // would end the process.
    this.pool.on('error', (error) => this.logger.warn(`idle search connection lost: ${error.message}`));
  }

  async query<Row>(text: string, values: unknown[]): Promise<Row[]> {
    let name = this.names.get(text);
    if (name === undefined) {
      // The text's hash: the same text is the same statement on every connection, and different texts never share a name.
      name = `rdv_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    const result = await this.pool.query({ name, text, values });
    return result.rows as Row[];
  }

  /** One search statement (searchStatement): its rows, the first with `total`; rows without an id carry only the count. */
  search<Row>(filters: Filters, viewerId: number | null, page: number, options?: Parameters<typeof searchStatement>[3]): Promise<Row[]> {
    const { sql, params } = searchStatement(filters, viewerId, page, options);
    return this.query<Row>(sql, params);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
