import type { Gender } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORIENTATION_KEY_SQL } from '../common/search-conditions';

export interface TeaserRow {
  id: string;
  name: string;
  birth_date: string;
  country: string | null;
  region: string | null;
  fictional: boolean;
  last_seen_at: Date;
  filename: string;
  thumb_filename: string;
}

const TEASER_COLUMNS = `p.id, p.name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.country, p.region, p.fictional, p.last_seen_at,
  main.filename, main.thumb_filename`;
/** who a logged-out visitor may see: the search's own rule (spec 6) */
const LISTABLE = `p.status = 'active' AND NOT p.invisible AND NOT p.privacy`;

/** The teaser's reads of profiles with an active main photo, each an ordered range of the search's partial index. */
@Injectable()
export class MemberTeaserRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The `count` most recently active listable members of one gender (of a country, of orientation keys `fits`, when given). */
  listable(gender: Gender, country: string | null, count: number, fits: readonly string[] | null): Promise<TeaserRow[]> {
    return this.dataSource.query(
      `SELECT ${TEASER_COLUMNS}
               FROM profiles p
               JOIN photos main ON main.profile_id = p.id AND main.is_main AND main.status = 'active'
               WHERE ${LISTABLE} AND p.gender = $1 AND ($2::text IS NULL OR p.country = $2)
                 AND ($4::text[] IS NULL OR ${ORIENTATION_KEY_SQL} = ANY ($4::text[]))
               ORDER BY p.last_seen_at DESC, p.id DESC
               LIMIT $3`,
      [gender, country, count, fits],
    ) as Promise<TeaserRow[]>;
  }

  async one(id: string): Promise<TeaserRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT ${TEASER_COLUMNS} FROM profiles p
       JOIN photos main ON main.profile_id = p.id AND main.is_main AND main.status = 'active'
       WHERE p.id = $1 AND ${LISTABLE}`,
      [id],
    )) as TeaserRow[];
    return row;
  }
}
