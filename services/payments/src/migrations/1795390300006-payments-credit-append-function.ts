import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One credit change in one statement (issue 34): `credit_ledger_append` takes the member's advisory lock, reads
 * whether the reference was applied and the balance, and appends the row, in one round trip instead of three.
 * The rules stay those of credit-ledger.store.ts: changes of one member are serialised by the same lock key as
 * before (`credits:<member>`, so old and new code serialise against each other during a deploy), a reference is
 * applied once, and the balance goes below 0 only for a change the caller says may (refunds and chargebacks).
 *
 * The function is VOLATILE, so in READ COMMITTED each statement in it takes a fresh snapshot: the reads after the
 * lock see every change committed before the lock was granted (a single statement with the lock in a CTE would
 * not: its snapshot is older than the lock). Called outside a transaction the lock lasts until the call's own
 * implicit transaction commits, with the row; inside a caller's transaction, until that one ends, as before.
 */
export class PaymentsCreditAppendFunction1795390300006 implements MigrationInterface {
  name = 'PaymentsCreditAppendFunction1795390300006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION credit_ledger_append(
        p_member_id bigint, p_delta integer, p_reason text, p_reference text, p_created_at timestamptz, p_may_go_negative boolean
      ) RETURNS TABLE (outcome text, entry_id bigint, balance integer, entry_created_at timestamptz)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_balance integer;
        v_row credit_ledger%ROWTYPE;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('credits:' || p_member_id::text, 0));
        SELECT l.balance_after INTO v_balance FROM credit_ledger l WHERE l.member_id = p_member_id ORDER BY l.id DESC LIMIT 1;
        v_balance := COALESCE(v_balance, 0);
        -- Checked before the balance, so a repeated spend reports "already applied", not "not enough credits".
        IF EXISTS (SELECT 1 FROM credit_ledger l WHERE l.reference = p_reference) THEN
          RETURN QUERY SELECT 'seen'::text, NULL::bigint, v_balance, NULL::timestamptz;
          RETURN;
        END IF;
        IF v_balance + p_delta < 0 AND NOT (p_delta < 0 AND p_may_go_negative) THEN
          RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, v_balance, NULL::timestamptz;
          RETURN;
        END IF;
        -- ON CONFLICT still guards a reference racing in under another member's lock.
        INSERT INTO credit_ledger (member_id, delta, balance_after, reason, reference, created_at)
          VALUES (p_member_id, p_delta, v_balance + p_delta, p_reason, p_reference, COALESCE(p_created_at, now()))
          ON CONFLICT (reference) DO NOTHING
          RETURNING * INTO v_row;
        IF v_row.id IS NULL THEN
          RETURN QUERY SELECT 'seen'::text, NULL::bigint, v_balance, NULL::timestamptz;
          RETURN;
        END IF;
        RETURN QUERY SELECT 'applied'::text, v_row.id, v_row.balance_after, v_row.created_at;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION credit_ledger_append(bigint, integer, text, text, timestamptz, boolean)');
  }
}
