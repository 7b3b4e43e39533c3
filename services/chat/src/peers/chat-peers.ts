import type { SiteSettings } from '@rendezvous/contracts';
import {
  accountStateCall,
  contactCheckCall,
  creditChangeCall,
  usersChangedCall,
  walletCall,
  type AccountState,
  type ContactCheck,
  type Wallet,
} from '@rendezvous/contracts/internal';
import { AppError, InternalCallError, InternalClient, SiteSettingsCache } from '@rendezvous/nest-kit';
import { ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CHAT_CONFIG, type ChatConfig } from '../config';

/** The facts a send needs from the services that own them, each through its published contract. */
@Injectable()
export class ChatPeers {
  private readonly settings: SiteSettingsCache;
  private readonly activeAccounts = new LRUCache<number, AccountState>({ max: 20_000, ttl: 10 * 60_000 });

  constructor(
    private readonly client: InternalClient,
    @Inject(CHAT_CONFIG) config: ChatConfig,
  ) {
    this.settings = new SiteSettingsCache(client, config.SITE_SETTINGS_CACHE_MS, 3_000);
  }

  /** The site's settings for the host the member writes on; without them no price is known, so 503. */
  async siteSettings(host: string): Promise<SiteSettings> {
    const settings = await this.settings.get(host);
    if (!settings) throw new AppError(503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);
    return settings;
  }

  /**
   * The sender's account (identity); null when it no longer exists. An active account is remembered
   * for ten minutes (one call less per message): an account leaves `active` only by being disabled or
   * deleted, which ends its sessions at the gateway, so a member still sending is still active. At a
   * minute, a member writing every 20 s was asked about for every third message (issue 34).
   */
  async account(id: number): Promise<AccountState | null> {
    const known = this.activeAccounts.get(id);
    if (known) return known;
    try {
      const state = await this.client.call(accountStateCall, { params: { id } });
      if (state.status === 'active') this.activeAccounts.set(id, state);
      return state;
    } catch (error) {
      if (error instanceof InternalCallError && error.status === 404) return null;
      throw toAppError(error);
    }
  }

  async contact(from: number, to: number): Promise<ContactCheck> {
    return this.client.call(contactCheckCall, { params: { from, to } }).catch((error: unknown) => {
      throw toAppError(error);
    });
  }

  async wallet(id: number): Promise<Wallet> {
    return this.client.call(walletCall, { params: { id } }).catch((error: unknown) => {
      throw toAppError(error);
    });
  }

  /**
   * Charges (delta < 0) or gives back credits, applied once per reference. Payments' own refusal
   * ('You do not have enough credits', 402) reaches the member as it is.
   */
  async changeCredits(memberId: number, delta: number, reason: string, reference: string): Promise<{ balance: number; applied: boolean }> {
    try {
      // Only ever for the member's own send: through the gateway, which refreshes the member's user object
      // itself, or over the socket, after which chat tells the gateway (usersChanged).
      return await this.client.call(creditChangeCall, { body: { member_id: memberId, delta, reason, reference, on_member_request: true } });
    } catch (error) {
      if (error instanceof InternalCallError && error.failure === 'refused' && error.status === 402) {
        throw new AppError(402, error.envelope?.code ?? 'CREDITS.INSUFFICIENT', error.envelope?.message ?? 'You do not have enough credits');
      }
      throw toAppError(error);
    }
  }

  /** Has the gateway drop these members' kept user objects (their balance changed); answers once it did. */
  async usersChanged(memberIds: number[]): Promise<void> {
    await this.client.call(usersChangedCall, { body: { member_ids: memberIds } });
  }
}

function toAppError(error: unknown): unknown {
  return error instanceof InternalCallError ? error.toAppError() : error;
}
