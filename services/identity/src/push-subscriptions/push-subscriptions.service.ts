import { fieldErrors } from '@rendezvous/nest-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PushEndpoints } from './push-endpoints';
import type { PushSubscription } from './push-subscription.entity';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** The member's browsers that get Web Push (spec 4: POST /api/user.php?push=1 saves one). */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
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
  async save(accountId: number, endpoint: string, keys: { p256dh: string; auth: string }): Promise<void> {
    const checked = this.endpoints.check(endpoint);
    if ('problem' in checked) {
      throw fieldErrors({
        'subscription.endpoint': [
          checked.problem === 'invalid' ? 'A push endpoint must be an https URL of a push service.' : 'This push service is not supported.',
        ],
      });
    }
    await this.subscriptions.upsertOwn(accountId, checked.endpoint, keys);
  }

  /** The account's browsers, oldest first, in the caller's transaction (an event's). */
  ofAccount(tx: EntityManager, accountId: number): Promise<PushSubscription[]> {
    return this.subscriptions.ofAccount(tx, accountId);
  }

  /** Forgets a subscription its browser dropped, unless the row holds another endpoint by now. */
  remove(id: number, endpoint: string): Promise<void> {
    return this.subscriptions.delete(id, endpoint);
  }
}
