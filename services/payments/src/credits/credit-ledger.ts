/** The only changes that may take a balance below 0: the money went back, so the credits go too. */
export const REVERSAL_REASONS: ReadonlySet<string> = new Set(['refund', 'chargeback']);

export interface CreditChange {
  memberId: number;
  /** whole credits, not zero; negative spends */
  delta: number;
  reason: string;
  /** idempotency key: a change with a reference already in the ledger is not applied again */
  reference: string;
  /** defaults to now; seeds pass their fixed dates */
  createdAt?: Date;
}
