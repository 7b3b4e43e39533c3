import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PushSubscription } from './push-subscription.entity';

/** The push_subscriptions table: one row per browser endpoint, owned by the account that stored it first. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the endpoint for the account, or refreshes its keys when the account already holds it; another account's endpoint stays as it is. */
  async upsertOwn(accountId: number, endpoint: string, keys: { p256dh: string; auth: string }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO push_subscriptions (account_id, endpoint, keys) VALUES ($1, $2, $3)
       ON CONFLICT (endpoint) DO UPDATE SET keys = EXCLUDED.keys WHERE push_subscriptions.account_id = EXCLUDED.account_id`,
      [accountId, endpoint, JSON.stringify({ p256dh: keys.p256dh, auth: keys.auth })],
    );
  }

  /** The account's subscriptions, oldest first, in the caller's transaction (an event's). */
  ofAccount(tx: EntityManager, accountId: number): Promise<PushSubscription[]> {
    return tx.find(PushSubscription, { where: { accountId }, order: { id: 'ASC' } });
  }

  /** Deletes the row only while it still holds this endpoint. */
  async delete(id: number, endpoint: string): Promise<void> {
    await this.dataSource.query('DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2', [id, endpoint]);
  }
}
