import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, type CardRow } from '../common/member-cards';
import { searchConditions, viewerGenderColumn, type Filters } from '../common/search-conditions';

export type PoolRow = CardRow & { shared: number[] };

/** The match finder's reads of profiles (with blocks and likes, as the search reads them). */
@Injectable()
export class MatchFinderRepository {
  constructor(private readonly dataSource: DataSource) {}

  async member(memberId: number): Promise<{ country: string | null; region: string | null; interests: number[] } | undefined> {
    const [me] = (await this.dataSource.query('SELECT country, region, interests FROM profiles WHERE id = $1', [memberId])) as Array<{
      country: string | null;
      region: string | null;
      interests: number[];
    }>;
    return me;
  }

  /**
   * The best `poolSize` members the search may list to the member (not themselves, not blocked either way,
   * not already liked), by the interests they share with `interests`, then by last activity.
   */
  pool(memberId: number, interests: number[], filters: Filters, poolSize: number): Promise<PoolRow[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const viewer = param(memberId);
    const wanted = param(interests);
    const conditions = searchConditions(filters, param);
    return this.dataSource.query(
      `WITH hidden AS (
         SELECT ARRAY(
           SELECT ${viewer}::bigint
           UNION SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}::bigint
           UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}::bigint
           UNION SELECT liked_id FROM likes WHERE liker_id = ${viewer}::bigint
         ) AS ids, ${viewerGenderColumn(viewer)}
       )
       SELECT ${CARD_COLUMNS}, common.shared
         FROM hidden, profiles p
         CROSS JOIN LATERAL (SELECT ARRAY(SELECT i FROM unnest(p.interests) AS i WHERE i = ANY(${wanted}::int[]) ORDER BY i) AS shared) common
         ${MAIN_PHOTO_JOIN}
        WHERE ${conditions}
        ORDER BY cardinality(common.shared) DESC, p.last_seen_at DESC, p.id DESC
        LIMIT ${poolSize}`,
      params,
    ) as Promise<PoolRow[]>;
  }
}
