import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { DiscountCodeRow } from './discount-code.entity';

/**
 * The discount_codes table, and the reads that check a code against the member's orders, membership
 * and signup time. A retention code is made in one transaction under the member's advisory lock (`transaction(work)`).
 */
@Injectable()
export class DiscountsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(DiscountCodeRow) private readonly codes: Repository<DiscountCodeRow>,
  ) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Stores a new code (the unique index refuses a code that exists, in any case). */
  insert(values: Partial<DiscountCodeRow>): Promise<DiscountCodeRow> {
    return this.codes.save(this.codes.create(values));
  }

  /** Stores a new code in the caller's transaction. */
  insertIn(tx: EntityManager, values: Partial<DiscountCodeRow>): Promise<DiscountCodeRow> {
    return tx.save(tx.create(DiscountCodeRow, values));
  }

  /** Serialises the member's retention offers for the rest of the transaction. */
  async lockRetention(tx: EntityManager, memberId: number): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`retention:${memberId}`]);
  }

  /** The member's newest active, unexpired retention code that no open, pending or paid order used; undefined when there is none. */
  async unusedRetentionCode(tx: EntityManager, memberId: number): Promise<DiscountCodeRow | undefined> {
    const [existing] = (await tx.query(
      `SELECT c.id FROM discount_codes c
         WHERE c.member_id = $1 AND c.purpose = 'retention' AND c.status = 'active' AND c.expires_at > now()
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.member_id = $1 AND o.discount_code = c.code AND o.status IN ('open', 'pending', 'paid'))
         ORDER BY c.id DESC LIMIT 1`,
      [memberId],
    )) as Array<{ id: string }>;
    return existing ? tx.findOneByOrFail(DiscountCodeRow, { id: Number(existing.id) }) : undefined;
  }

  /** When the member's welcome discount ends, while the member may have it; undefined otherwise (DiscountsService.welcome says when). */
  async welcomeExpiry(memberId: number, windowSeconds: number, now: Date, welcomeCode: string): Promise<Date | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT s.signed_up_at + make_interval(secs => $2) AS expires
       FROM member_signups s
       WHERE s.member_id = $1
         AND s.signed_up_at + make_interval(secs => $2) > $3
         AND NOT EXISTS (SELECT 1 FROM memberships WHERE member_id = $1)
         AND NOT EXISTS (SELECT 1 FROM orders WHERE member_id = $1 AND discount_code = $4 AND status IN ('open', 'pending', 'paid'))`,
      [memberId, windowSeconds, now, welcomeCode],
    )) as Array<{ expires: Date }>;
    return row?.expires;
  }

  findByCode(code: string): Promise<DiscountCodeRow | null> {
    return this.codes.findOneBy({ code });
  }

  /** Whether an open, pending or paid order of the member carries the code. */
  async usedBy(memberId: number, code: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM orders WHERE member_id = $1 AND discount_code = $2 AND status IN ('open', 'pending', 'paid') LIMIT 1`,
      [memberId, code],
    );
    return rows.length > 0;
  }
}
