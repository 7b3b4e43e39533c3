import type { OwnProfile } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A row of SELECT_OWN: the contract's own fields as stored (the id as bigint text, the consent as a date). */
export type OwnRow = Omit<OwnProfile, 'id' | 'age' | 'special_category_consent_at' | 'photos' | 'photo_limit' | 'premium'> & {
  id: string;
  special_category_consent_at: Date | null;
};

const SELECT_OWN = `SELECT id, name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, gender, sexuality, tattoos, hair_colour, eye_colour,
       body_type, relationship_status, interests, reason, about_me, country, region, city, special_category_consent_at
  FROM profiles WHERE id = $1`;

/** The member's own profile row, as /profile reads and changes it. Changes take the caller's transaction (`tx`). */
@Injectable()
export class OwnProfileRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async read(memberId: number, tx: EntityManager = this.dataSource.manager): Promise<OwnRow | undefined> {
    const [row] = (await tx.query(SELECT_OWN, [memberId])) as OwnRow[];
    return row;
  }

  /** The row, locked for the rest of the transaction. */
  async lock(tx: EntityManager, memberId: number): Promise<OwnRow | undefined> {
    const [current] = (await tx.query(`${SELECT_OWN} FOR UPDATE`, [memberId])) as OwnRow[];
    return current;
  }

  /** Sets the columns: `assignments` are `column = $n` from $2 on (or fixed expressions), `values` those parameters. */
  async update(tx: EntityManager, memberId: number, assignments: readonly string[], values: readonly unknown[]): Promise<void> {
    await tx.query(`UPDATE profiles SET ${assignments.join(', ')} WHERE id = $1`, [memberId, ...values]);
  }

  /** The member's interests, the row locked for the rest of the transaction. */
  async lockInterests(tx: EntityManager, memberId: number): Promise<{ interests: number[] } | undefined> {
    const [row] = (await tx.query('SELECT interests FROM profiles WHERE id = $1 FOR UPDATE', [memberId])) as Array<{ interests: number[] }>;
    return row;
  }

  /** Consent withdrawn: it goes with the sexuality, and the interests left are `interests`. */
  async withdrawConsent(tx: EntityManager, memberId: number, interests: number[]): Promise<void> {
    await tx.query('UPDATE profiles SET special_category_consent_at = NULL, sexuality = NULL, interests = $2 WHERE id = $1', [memberId, interests]);
  }
}
