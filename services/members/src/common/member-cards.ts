import { ONLINE_WITHIN_MS, type Gender, type MemberCard } from '@rendezvous/contracts';
import { ageOf } from './age';

/** The columns a card needs, as the card queries select them (`CARD_COLUMNS`). */
export interface CardRow {
  id: string;
  name: string;
  birth_date: string;
  gender: Gender | null;
  country: string | null;
  region: string | null;
  city: string | null;
  last_seen_at: Date;
  invisible: boolean;
  premium: boolean;
  fictional: boolean;
  filename: string | null;
  thumb_filename: string | null;
}

/** Selects a card's columns from `profiles p`; the main photo only once it is active (spec 4: inspected first). */
export const CARD_COLUMNS = `p.id, p.name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.gender, p.country, p.region, p.city,
       p.last_seen_at, p.invisible, p.premium, p.fictional,
       main.filename, main.thumb_filename`;

/** Joins the active main photo as `main` (spec 4: a photo is inspected before anyone else sees it). */
export const MAIN_PHOTO_JOIN = `LEFT JOIN photos main ON main.profile_id = p.id AND main.is_main AND main.status = 'active'`;

/** Whether a member counts as online now; an invisible member never does. */
export function isOnline(lastSeenAt: Date, invisible: boolean, now = Date.now()): boolean {
  return !invisible && now - lastSeenAt.getTime() < ONLINE_WITHIN_MS;
}

export function toMemberCard(row: CardRow, now = new Date()): MemberCard {
  return {
    id: Number(row.id),
    name: row.name,
    age: ageOf(row.birth_date, now),
    gender: row.gender,
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: row.filename && row.thumb_filename ? { filename: row.filename, thumb_filename: row.thumb_filename } : null,
    online: isOnline(row.last_seen_at, row.invisible, now.getTime()),
    premium: row.premium,
    fictional: row.fictional,
  };
}
