import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Account, AccountsService } from '../accounts/accounts.service';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { SiteClient } from '../site-settings/site-client';

/** Whom an event's mail and push go to: the account, read once for both, and the site's name they are signed with. */
export interface NotificationRecipient {
  account: Account;
  siteName: string;
}

@Injectable()
export class NotificationRecipients {
  constructor(
    private readonly accounts: AccountsService,
    private readonly site: SiteClient,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The member, in the event's transaction; null when the account is gone or not active (nobody is told anything). */
  async of(manager: EntityManager, memberId: number): Promise<NotificationRecipient | null> {
    const account = await this.accounts.byId(manager, memberId);
    if (!account || account.status !== 'active') return null;
    return { account, siteName: (await this.site.settingsFor(new URL(this.config.PUBLIC_URL).host)).name };
  }
}
