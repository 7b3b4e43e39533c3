import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A direct-debit request as its confirmation reads it: the request's columns and its order's total, currency, credits and status. */
export type LockedDirectDebitRequest = Record<string, unknown>;

/**
 * The direct_debit_requests table. A request is made in one transaction with its order and the mail
 * of its code (`transaction(work)`; docs/adr/0005-outbox-and-synchronous-calls.md), and confirmed under a row lock.
 */
@Injectable()
export class DirectDebitRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction; the order, the request and the outbox write with the same `tx`. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Serialises the member's direct debits for the rest of the transaction (the monthly cap). */
  async lockMember(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`direct-debit:${memberId}`]);
  }

  async insert(
    tx: EntityManager,
    request: {
      orderId: string;
      memberId: number;
      accountHolder: string;
      iban: string;
      ibanMasked: string;
      street: string;
      houseNumber: string;
      postalCode: string;
      city: string;
      mobile: string;
      mandateReference: string;
      codeHash: string;
      expiresAt: Date;
    },
  ): Promise<string> {
    const [row] = (await tx.query(
      `INSERT INTO direct_debit_requests (order_id, member_id, account_holder, iban, iban_masked, street, house_number, postal_code, city, mobile, mandate_reference, code_hash, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        request.orderId,
        request.memberId,
        request.accountHolder,
        request.iban,
        request.ibanMasked,
        request.street,
        request.houseNumber,
        request.postalCode,
        request.city,
        request.mobile,
        request.mandateReference,
        request.codeHash,
        request.expiresAt,
      ],
    )) as Array<{ id: string }>;
    return row.id;
  }

  /** The member's request with its order, locked for the rest of the transaction; undefined when there is none. */
  async lockOwn(tx: EntityManager, requestId: string, memberId: number): Promise<LockedDirectDebitRequest | undefined> {
    const [request] = (await tx.query(
      `SELECT r.*, o.total, o.currency, o.credits, o.status AS order_status FROM direct_debit_requests r JOIN orders o ON o.id = r.order_id
         WHERE r.id = $1 AND r.member_id = $2 FOR UPDATE OF r`,
      [requestId, memberId],
    )) as LockedDirectDebitRequest[];
    return request;
  }

  async countAttempt(tx: EntityManager, requestId: string): Promise<void> {
    await tx.query('UPDATE direct_debit_requests SET attempts = attempts + 1 WHERE id = $1', [requestId]);
  }

  async markConfirmed(tx: EntityManager, requestId: string): Promise<void> {
    await tx.query('UPDATE direct_debit_requests SET confirmed_at = now() WHERE id = $1', [requestId]);
  }

  /** The mandate holds the account now: the full IBAN is not kept. */
  async forgetIban(requestId: string): Promise<void> {
    await this.dataSource.query('UPDATE direct_debit_requests SET iban = NULL WHERE id = $1', [requestId]);
  }
}
