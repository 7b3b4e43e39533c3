import { GENDERS, orientationKeysSeeking, type Gender, type TeaserMember } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ageOf } from '../profiles/profile-views';
import { ORIENTATION_KEY_SQL } from '../search/member-search.service';

interface TeaserRow {
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

const toTeaserMember = (row: TeaserRow, now: Date): TeaserMember => ({
  id: Number(row.id),
  name: row.name,
  age: ageOf(row.birth_date, now),
  country: row.country,
  region: row.region,
  fictional: row.fictional,
  main_image: { filename: row.filename, thumb_filename: row.thumb_filename },
});

/**
 * The members a logged-out visitor may see on the home and the landers (issue 12): listable ones
 * (the search's own rule, spec 6) with an active main photo, most recently active first. One query per
 * gender, each an ordered range of the search's partial index (gender, country, last_seen_at), merged
 * here: an "either gender" query would read and sort every listable profile instead.
 */
@Injectable()
export class MemberTeaserService {
  constructor(private readonly dataSource: DataSource) {}

  async teaser({ count, gender, country, seeking = null }: { count: number; gender: Gender | null; country: string | null; seeking?: Gender | null }): Promise<TeaserMember[]> {
    const genders = gender ? [gender] : [...GENDERS];
    // Only members whose own orientation fits someone of the gender `seeking` (contracts orientation.ts).
    const fits = seeking ? orientationKeysSeeking(seeking) : null;
    const rows = (
      await Promise.all(
        genders.map(
          (g) =>
            this.dataSource.query(
              `SELECT ${TEASER_COLUMNS}
               FROM profiles p
               JOIN photos main ON main.profile_id = p.id AND main.is_main AND main.status = 'active'
               WHERE ${LISTABLE} AND p.gender = $1 AND ($2::text IS NULL OR p.country = $2)
                 AND ($4::text[] IS NULL OR ${ORIENTATION_KEY_SQL} = ANY ($4::text[]))
               ORDER BY p.last_seen_at DESC, p.id DESC
               LIMIT $3`,
              [g, country, count, fits],
            ) as Promise<TeaserRow[]>,
        ),
      )
    ).flat();
    rows.sort((a, b) => b.last_seen_at.getTime() - a.last_seen_at.getTime() || Number(b.id) - Number(a.id));
    const now = new Date();
    return rows.slice(0, count).map((row) => toTeaserMember(row, now));
  }

  /** One member as a teaser shows them (a member lander), or null unless the teaser would list them. */
  async one(id: string): Promise<TeaserMember | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${TEASER_COLUMNS} FROM profiles p
       JOIN photos main ON main.profile_id = p.id AND main.is_main AND main.status = 'active'
       WHERE p.id = $1 AND ${LISTABLE}`,
      [id],
    )) as TeaserRow[];
    return row ? toTeaserMember(row, new Date()) : null;
  }
}
