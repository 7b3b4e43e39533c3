import type { OwnPhoto } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface PhotoRow {
  id: number;
  profile_id: string;
  filename: string;
  thumb_filename: string;
  match_filename: string;
  blurred_filename: string;
  status: OwnPhoto['status'];
  is_main: boolean;
  created_at: Date;
}

/** The row a photo file belongs to, with what decides who may see it. */
export interface PhotoFileRow {
  profile_id: string;
  status: string;
  is_main: boolean;
  filename: string;
  thumb_filename: string;
  match_filename: string;
  blurred_filename: string;
  owner_premium: boolean;
  owner_active: boolean;
  viewer_premium: boolean | null;
  viewer_blocked: boolean;
}

/**
 * The photos table, and the profile row a member's photo changes lock (`FOR UPDATE`): limits and the
 * main photo hold under concurrent calls. Writes take the caller's transaction (`tx`).
 */
@Injectable()
export class PhotosRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The member's premium flag, or undefined without a profile. */
  async premiumOf(memberId: number, tx: EntityManager = this.dataSource.manager): Promise<{ premium: boolean } | undefined> {
    const [profile] = (await tx.query('SELECT premium FROM profiles WHERE id = $1', [memberId])) as Array<{ premium: boolean }>;
    return profile;
  }

  /** The member's photos, main first, then oldest first. */
  photosOf(memberId: number, tx: EntityManager = this.dataSource.manager): Promise<PhotoRow[]> {
    return tx.query('SELECT * FROM photos WHERE profile_id = $1 ORDER BY is_main DESC, created_at, id', [memberId]) as Promise<PhotoRow[]>;
  }

  /** Locks the member's profile row; its premium flag, or undefined without a profile. */
  async lockPremiumOf(tx: EntityManager, memberId: number): Promise<{ premium: boolean } | undefined> {
    const [profile] = (await tx.query('SELECT premium FROM profiles WHERE id = $1 FOR UPDATE', [memberId])) as Array<{ premium: boolean }>;
    return profile;
  }

  /** Locks the member's profile row for the rest of the transaction. */
  async lockProfile(tx: EntityManager, memberId: number | string): Promise<void> {
    await tx.query('SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE', [memberId]);
  }

  async countOf(tx: EntityManager, memberId: number): Promise<{ count: number; has_main: boolean | null }> {
    const [counted] = (await tx.query('SELECT count(*)::int AS count, bool_or(is_main) AS has_main FROM photos WHERE profile_id = $1', [memberId])) as Array<{
      count: number;
      has_main: boolean | null;
    }>;
    return counted;
  }

  async insert(tx: EntityManager, memberId: number, names: { filename: string; thumb: string; match: string; blurred: string }, main: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO photos (profile_id, filename, thumb_filename, match_filename, blurred_filename, status, is_main)
           VALUES ($1, $2, $3, $4, $5, 'being_inspected', $6)`,
      [memberId, names.filename, names.thumb, names.match, names.blurred, main],
    );
  }

  /** Deletes the member's photo; the deleted row, or undefined when the member has no such photo. */
  async deleteOwn(tx: EntityManager, photoId: number, memberId: number): Promise<PhotoRow | undefined> {
    // TypeORM answers a DELETE ... RETURNING with [rows, count].
    const [[row]] = (await tx.query('DELETE FROM photos WHERE id = $1 AND profile_id = $2 RETURNING *', [photoId, memberId])) as [PhotoRow[], number];
    return row;
  }

  /** Deletes a photo; the deleted row, or undefined when it was gone. */
  async delete(tx: EntityManager, photoId: number): Promise<PhotoRow | undefined> {
    const [[row]] = (await tx.query('DELETE FROM photos WHERE id = $1 RETURNING *', [photoId])) as [PhotoRow[], number];
    return row;
  }

  async statusOf(tx: EntityManager, photoId: number, memberId: number): Promise<Pick<PhotoRow, 'status'> | undefined> {
    const [row] = (await tx.query('SELECT status FROM photos WHERE id = $1 AND profile_id = $2', [photoId, memberId])) as Array<Pick<PhotoRow, 'status'>>;
    return row;
  }

  /** Whose photo it is, or undefined when there is none. */
  async ownerOf(tx: EntityManager, photoId: number): Promise<Pick<PhotoRow, 'profile_id'> | undefined> {
    const [row] = (await tx.query('SELECT profile_id FROM photos WHERE id = $1', [photoId])) as Array<Pick<PhotoRow, 'profile_id'>>;
    return row;
  }

  /** Approves the photo; how many rows changed (0: it was gone). */
  async activate(tx: EntityManager, photoId: number): Promise<number> {
    const [, approved] = (await tx.query(`UPDATE photos SET status = 'active' WHERE id = $1 RETURNING id`, [photoId])) as [unknown[], number];
    return approved;
  }

  async mainOf(tx: EntityManager, memberId: number | string): Promise<PhotoRow | undefined> {
    const [main] = (await tx.query('SELECT id, status FROM photos WHERE profile_id = $1 AND is_main', [memberId])) as PhotoRow[];
    return main;
  }

  /** No other photo of the member is main any more. */
  async unsetOtherMains(tx: EntityManager, memberId: number, photoId: number): Promise<void> {
    await tx.query('UPDATE photos SET is_main = false WHERE profile_id = $1 AND is_main AND id <> $2', [memberId, photoId]);
  }

  async unsetMain(tx: EntityManager, memberId: number | string): Promise<void> {
    await tx.query('UPDATE photos SET is_main = false WHERE profile_id = $1 AND is_main', [memberId]);
  }

  async setMain(tx: EntityManager, photoId: number): Promise<void> {
    await tx.query('UPDATE photos SET is_main = true WHERE id = $1', [photoId]);
  }

  /** The oldest approved photo (else the oldest) becomes main. */
  async promoteNextMain(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query(
      `UPDATE photos SET is_main = true WHERE id = (
         SELECT id FROM photos WHERE profile_id = $1 ORDER BY status = 'active' DESC, created_at, id LIMIT 1)`,
      [memberId],
    );
  }

  /** Photos being inspected with their member's name, oldest first, 500 at a time. */
  pending(): Promise<Array<PhotoRow & { name: string }>> {
    return this.dataSource.query(
      `SELECT ph.id, ph.profile_id, p.name, ph.filename, ph.thumb_filename, ph.created_at
         FROM photos ph JOIN profiles p ON p.id = ph.profile_id
        WHERE ph.status = 'being_inspected' ORDER BY ph.created_at, ph.id LIMIT 500`,
    ) as Promise<Array<PhotoRow & { name: string }>>;
  }

  /** Every file name of the member's photos. */
  filesOf(tx: EntityManager, memberId: number): Promise<PhotoRow[]> {
    return tx.query('SELECT filename, thumb_filename, match_filename, blurred_filename FROM photos WHERE profile_id = $1', [memberId]) as Promise<PhotoRow[]>;
  }

  /** The photo a file name belongs to, as `viewerId` (0: a visitor) would be shown it. */
  async fileRow(name: string, viewerId: number): Promise<PhotoFileRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT ph.profile_id, ph.status, ph.is_main, ph.filename, ph.thumb_filename, ph.match_filename, ph.blurred_filename,
              owner.premium AS owner_premium, owner.status = 'active' AS owner_active,
              (SELECT premium FROM profiles WHERE id = $2) AS viewer_premium,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ph.profile_id AND b.blocked_id = $2) AS viewer_blocked
         FROM photos ph JOIN profiles owner ON owner.id = ph.profile_id
        WHERE ph.filename = $1 OR ph.thumb_filename = $1 OR ph.match_filename = $1 OR ph.blurred_filename = $1`,
      [name, viewerId],
    )) as PhotoFileRow[];
    return row;
  }
}
