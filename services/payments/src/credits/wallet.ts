import type { Wallet } from '@rendezvous/contracts/internal';
import type { DataSource, EntityManager } from 'typeorm';

/** The member's balance (the ledger's newest row) and premium state (a membership row): the user object's truth. */
export async function walletOf(db: DataSource | EntityManager, memberId: number): Promise<Wallet> {
  const [row] = (await db.query(
    `SELECT
       COALESCE((SELECT balance_after FROM credit_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1), 0) AS credits,
       EXISTS (SELECT 1 FROM memberships WHERE member_id = $1) AS paid_user`,
    [memberId],
  )) as Array<{ credits: number; paid_user: boolean }>;
  return { credits: Number(row.credits), paid_user: row.paid_user };
}
