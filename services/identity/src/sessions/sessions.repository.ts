import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { Session } from './session.entity';

/** The sessions table: by the token's hash (the token itself is never stored). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** In the caller's transaction: a session starts with the login or signup that makes it. */
  async insert(tx: EntityManager, session: Pick<Session, 'accountId' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await tx.insert(Session, session);
  }

  /** The session of this hash if it is neither revoked nor expired; null otherwise. */
  findLive(tokenHash: string): Promise<Session | null> {
    return this.sessions.findOne({ where: { tokenHash, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  /** Runs `work` in one transaction (a logout's revocation and its outbox event). */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.sessions.manager.transaction(work);
  }

  /** Revokes the session of this hash in the caller's transaction; the account whose live session it was, or null when none was. */
  async revoke(tx: EntityManager, tokenHash: string): Promise<number | null> {
    const rows = (await tx.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING account_id', [tokenHash])) as [
      Array<{ account_id: string | number }>,
      number,
    ];
    const [first] = rows[0];
    return first ? Number(first.account_id) : null;
  }

  async markPageHidden(tokenHash: string): Promise<void> {
    await this.sessions.update({ tokenHash, revokedAt: IsNull() }, { pageHiddenAt: new Date() });
  }

  /** Revokes every live session of an account in the caller's transaction, but the one of `keepHash` when given. */
  async revokeAll(tx: EntityManager, accountId: number, keepHash?: string): Promise<void> {
    const query = tx
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('account_id = :accountId AND revoked_at IS NULL', { accountId });
    if (keepHash) query.andWhere('token_hash <> :keep', { keep: keepHash });
    await query.execute();
  }
}
