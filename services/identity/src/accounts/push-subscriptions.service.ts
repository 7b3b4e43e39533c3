import { fieldErrors } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PushEndpoints } from '../notifications/push-endpoints';
import type { Account } from './account.entity';

/** The member's browsers that get Web Push (spec 4: POST /api/user.php?push=1 saves one). */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly endpoints: PushEndpoints,
  ) {}

  /**
   * Saves a browser's subscription for the account. Only endpoints of the allowed push services are
   * taken (issue 30, finding 1); the sender checks the resolved address again when a push leaves.
   *
   * An endpoint belongs to the account that stored it first, until that account's browser drops it
   * (404/410) or the account is purged (finding 2: an upsert on the endpoint used to move it, and
   * the victim's pushes with it). Another account saving it gets the same 200 and nothing is stored:
   * a 409 would tell whoever holds an endpoint that it belongs to a member of this site, which on a
   * dating site is itself a secret. The one honest case, two accounts in one browser, costs the
   * second account its pushes on that browser until the first lets go of it.
   * The same account saving again is idempotent (its keys are refreshed).
   */
  async save(account: Account, endpoint: string, keys: { p256dh: string; auth: string }): Promise<void> {
    const checked = this.endpoints.check(endpoint);
    if ('problem' in checked) {
      throw fieldErrors({ 'subscription.endpoint': [checked.problem === 'invalid' ? 'A push endpoint must be an https URL of a push service.' : 'This push service is not supported.'] });
    }
    await this.dataSource.query(
      `INSERT INTO push_subscriptions (account_id, endpoint, keys) VALUES ($1, $2, $3)
       ON CONFLICT (endpoint) DO UPDATE SET keys = EXCLUDED.keys WHERE push_subscriptions.account_id = EXCLUDED.account_id`,
      [account.id, checked.endpoint, JSON.stringify({ p256dh: keys.p256dh, auth: keys.auth })],
    );
  }
}
