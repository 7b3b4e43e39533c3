import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import { MEMBERS_CONFIG, type MembersConfig } from '../config';

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

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
