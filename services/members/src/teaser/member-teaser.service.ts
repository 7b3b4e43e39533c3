import { GENDERS, orientationKeysSeeking, type Gender, type TeaserMember } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { ageOf } from '../common/age';
import { MemberTeaserRepository, type TeaserRow } from './member-teaser.repository';

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
  constructor(private readonly teasers: MemberTeaserRepository) {}

  async teaser({
    count,
    gender,
    country,
    seeking = null,
  }: {
    count: number;
    gender: Gender | null;
    country: string | null;
    seeking?: Gender | null;
  }): Promise<TeaserMember[]> {
    const genders = gender ? [gender] : [...GENDERS];
    // Only members whose own orientation fits someone of the gender `seeking` (contracts orientation.ts).
    const fits = seeking ? orientationKeysSeeking(seeking) : null;
    const rows = (await Promise.all(genders.map((g) => this.teasers.listable(g, country, count, fits)))).flat();
    rows.sort((a, b) => b.last_seen_at.getTime() - a.last_seen_at.getTime() || Number(b.id) - Number(a.id));
    const now = new Date();
    return rows.slice(0, count).map((row) => toTeaserMember(row, now));
  }

  /** One member as a teaser shows them (a member lander), or null unless the teaser would list them. */
  async one(id: string): Promise<TeaserMember | null> {
    const row = await this.teasers.one(id);
    return row ? toTeaserMember(row, new Date()) : null;
  }
}
