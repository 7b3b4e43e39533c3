import { IDENTITY_PATHS } from '@rendezvous/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type Account, AccountsService } from '../accounts/accounts.service';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/**
 * The one-click unsubscribe address of an account's notification mails (RFC 8058): a random secret per
 * account, made with the first notification mail and kept, so every mail's button keeps working. A POST
 * to it turns the account's notification mails off (notifications_disabled: listunsubscribe) without a login.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async urlFor(manager: EntityManager, account: Account): Promise<string> {
    let token = account.unsubscribeToken;
    if (!token) {
      // Two mails at once: the first token written wins and both use it.
      token = await this.accounts.claimUnsubscribeToken(manager, account.id, randomBytes(24).toString('base64url'));
    }
    return new URL(`${IDENTITY_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`, this.config.PUBLIC_URL).toString();
  }
}
