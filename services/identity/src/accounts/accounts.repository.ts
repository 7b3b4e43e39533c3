import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { Account } from './account.entity';

/** The columns a new account is inserted with (signup). */
export type NewAccount = Pick<
  Account,
  'email' | 'passwordHash' | 'status' | 'language' | 'tracking' | 'signupStep' | 'landerMemberId' | 'pendingSignupMessage'
>;

/**
 * The accounts table. Statements that take `tx` run in the caller's transaction (opened here by
 * `transaction`), so an account's change, its tokens, sessions, mails and outbox events commit
 * together (docs/adr/0005-outbox-and-synchronous-calls.md).
 */
@Injectable()
export class AccountsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
  ) {}

  /** Runs `work` in one transaction; tokens, sessions, throttles, mails and the outbox take the same `tx`. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findById(id: number): Promise<Account | null> {
    return this.accounts.findOne({ where: { id } });
  }

  /** By the address as stored (already normalised). */
  findByEmail(email: string): Promise<Account | null> {
    return this.accounts.findOne({ where: { email } });
  }

  findByUnsubscribeToken(unsubscribeToken: string): Promise<Account | null> {
    return this.accounts.findOne({ where: { unsubscribeToken } });
  }

  /** What an operator sees of the account with this (normalised) address. */
  summaryByEmail(email: string): Promise<Pick<Account, 'id' | 'email' | 'status' | 'createdAt' | 'tracking'> | null> {
    return this.accounts.findOne({ where: { email }, select: { id: true, email: true, status: true, createdAt: true, tracking: true } });
  }

  /** What other services ask of an account. */
  stateOf(id: number): Promise<Pick<Account, 'id' | 'status' | 'language'> | null> {
    return this.accounts.findOne({ where: { id }, select: { id: true, status: true, language: true } });
  }

  save(account: Account): Promise<Account> {
    return this.accounts.save(account);
  }

  findByIdIn(tx: EntityManager, id: number): Promise<Account | null> {
    return tx.findOne(Account, { where: { id } });
  }

  getByIdIn(tx: EntityManager, id: number): Promise<Account> {
    return tx.findOneOrFail(Account, { where: { id } });
  }

  findByEmailIn(tx: EntityManager, email: string): Promise<Account | null> {
    return tx.findOne(Account, { where: { email } });
  }

  /** The address and status of an account only (who a mail goes to); null when there is none. */
  contactOf(tx: EntityManager, id: number): Promise<Pick<Account, 'id' | 'email' | 'status'> | null> {
    return tx.findOne(Account, { where: { id }, select: { id: true, email: true, status: true } });
  }

  /** The account, locked for the rest of the transaction; null when there is none. */
  lockById(tx: EntityManager, id: number): Promise<Account | null> {
    return tx.findOne(Account, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  lockByEmail(tx: EntityManager, email: string): Promise<Account | null> {
    return tx.findOne(Account, { where: { email }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Inserts a new account and answers its id; 0 when the address is taken (a concurrent signup with
   * the same address loses here instead of creating a second account).
   */
  async insertUnlessTaken(tx: EntityManager, account: NewAccount): Promise<number> {
    const inserted = await tx.createQueryBuilder().insert().into(Account).values(account).orIgnore().returning('id').execute();
    return Number(inserted.raw[0]?.id);
  }

  async saveIn(tx: EntityManager, account: Account): Promise<void> {
    await tx.save(account);
  }

  async update(tx: EntityManager, id: number, changes: Partial<Omit<Account, 'id'>>): Promise<void> {
    await tx.update(Account, { id }, changes);
  }

  /** Stores `token` as the account's unsubscribe token unless it has one; answers the one it has now. */
  async claimUnsubscribeToken(tx: EntityManager, id: number, token: string): Promise<string> {
    // Two mails at once: the first token written wins and both use it.
    // An UPDATE … RETURNING answers [rows, count] through TypeORM's query().
    const [[row]]: [Array<{ unsubscribe_token: string }>, number] = await tx.query(
      'UPDATE accounts SET unsubscribe_token = coalesce(unsubscribe_token, $2) WHERE id = $1 RETURNING unsubscribe_token',
      [id, token],
    );
    return row.unsubscribe_token;
  }

  /** Up to `batch` ids of accounts deleted before `cutoff`, locked; rows another transaction holds are skipped. */
  async lockDeletedBefore(tx: EntityManager, cutoff: Date, batch: number): Promise<number[]> {
    // SKIP LOCKED: a reactivation holding the row wins, and two replicas sweep different rows.
    const rows = (await tx.query(`SELECT id FROM accounts WHERE status = 'deleted' AND deleted_at < $1 ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`, [
      cutoff,
    ])) as Array<{ id: string }>;
    return rows.map((row) => Number(row.id));
  }

  /** Removes the accounts; their sessions, tokens, push subscriptions and login throttles go with them by foreign key. */
  async deleteByIds(tx: EntityManager, ids: number[]): Promise<void> {
    await tx.query('DELETE FROM accounts WHERE id = ANY($1::bigint[])', [ids]);
  }
}
