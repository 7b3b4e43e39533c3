import {
  DISCOUNT_MESSAGES,
  type DiscountCode,
  PAYMENTS_ERROR_CODES,
  WELCOME_DISCOUNT_CODE,
  WELCOME_DISCOUNT_PERCENT,
  WELCOME_DISCOUNT_WINDOW_S,
} from '@rendezvous/contracts';
import { companyInfoCall } from '@rendezvous/contracts/internal';
import { AppError, InternalClient } from '@rendezvous/nest-kit';
import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DiscountCheckLimit } from './discount-check-limit';
import type { DiscountCodeRow } from './discount-code.entity';
import { DiscountsRepository } from './discounts.repository';
import type { BodyOf, paymentsRoutes } from '@rendezvous/contracts/routes';

/** A discount as an order carries it. */
export interface AppliedDiscount {
  code: string;
  percentBp: number;
  /** once per member: the order reserves it (orders_discount_reserved) */
  once: boolean;
}

/** What a code is checked against: the order being priced. */
export interface DiscountContext {
  memberId: number;
  country: string;
  currency: string;
  method: string;
  /** the bundle's price, minor units */
  price: number;
}

const WELCOME_BP = Math.round(WELCOME_DISCOUNT_PERCENT * 100);
/** How long a retention code stays valid. */
export const RETENTION_CODE_DAYS = 30;
const notFound = () => new AppError(404, PAYMENTS_ERROR_CODES.codeNotFound, DISCOUNT_MESSAGES.notFound);
const alreadyUsed = () => new AppError(409, PAYMENTS_ERROR_CODES.codeAlreadyUsed, DISCOUNT_MESSAGES.alreadyUsed);
const notApplicable = (why: string) => new AppError(422, PAYMENTS_ERROR_CODES.codeNotApplicable, why);

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Discount codes and the welcome discount (docs/product-rules.md 4, 5, 9). Every rule is checked when
 * the overview is priced and again when the order is made; the reservation itself is the orders
 * table's unique index, so a check that raced another tab still cannot redeem a code twice.
 */
@Injectable()
export class DiscountsService {
  constructor(
    private readonly codes: DiscountsRepository,
    private readonly internal: InternalClient,
    private readonly checkLimit: DiscountCheckLimit,
  ) {}

  /** An operator's campaign code (spec 3 fields); 'DISCOUNT.CODE_TAKEN' when the code, in any case, exists or is WELCOME. */
  async createCampaignCode(input: BodyOf<typeof paymentsRoutes.createDiscountCode>): Promise<DiscountCode> {
    const code = normaliseCode(input.code);
    if (code === 'WELCOME') throw new AppError(409, PAYMENTS_ERROR_CODES.codeTaken, 'WELCOME is the welcome discount.');
    try {
      const row = await this.codes.insert({
        code,
        percentBp: Math.round(input.value_percentage * 100),
        validity: input.validity,
        country: input.country ?? null,
        currency: input.currency ?? null,
        minimumOrderValue: input.minimum_order_value ?? 0,
        expiresAt: input.expires ? new Date(input.expires) : null,
        memberId: input.user_id ?? null,
        paymentMethods: input.paymentmethods ?? null,
        status: input.status ?? 'active',
        purpose: 'campaign',
      });
      return toDiscountCode(row);
    } catch (error) {
      if (error instanceof QueryFailedError && (error as { code?: string }).code === '23505') {
        throw new AppError(409, PAYMENTS_ERROR_CODES.codeTaken, `A discount code called ${code} exists already.`);
      }
      throw error;
    }
  }

  /**
   * The retention offer before an account is deleted (spec 2): a personal, once-per-member code of
   * the company's delete_discount, valid for RETENTION_CODE_DAYS. Asking again gives the same code
   * while it is unused; a company without delete_discount offers nothing ('Code not found').
   */
  async retentionOffer(memberId: number, host: string): Promise<DiscountCode> {
    const company = await this.internal.call(companyInfoCall, { headers: { 'x-forwarded-host': host } });
    if (company.delete_discount <= 0) throw notFound();
    return this.codes.transaction(async (manager) => {
      await this.codes.lockRetention(manager, memberId);
      const existing = await this.codes.unusedRetentionCode(manager, memberId);
      if (existing) return toDiscountCode(existing);
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      const code = `STAY-${Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
      const row = await this.codes.insertIn(manager, {
        code,
        percentBp: company.delete_discount * 100,
        validity: 'once-per-user',
        memberId,
        country: null,
        currency: null,
        minimumOrderValue: 0,
        expiresAt: new Date(Date.now() + RETENTION_CODE_DAYS * 86_400_000),
        paymentMethods: null,
        status: 'active',
        purpose: 'retention',
      });
      return toDiscountCode(row);
    });
  }

  /**
   * The welcome discount while the member may have it: not premium, signed up under 14400 s ago
   * (14399 s still counts), and not used by an order that is open, pending or paid.
   */
  async welcome(memberId: number, now = new Date()): Promise<{ expires: Date } | null> {
    const expires = await this.codes.welcomeExpiry(memberId, WELCOME_DISCOUNT_WINDOW_S, now, WELCOME_DISCOUNT_CODE);
    return expires ? { expires } : null;
  }

  /** GET /api/discountcode.php?welcome=true: the spec's code object, or 'Code not found'. */
  async welcomeCode(memberId: number): Promise<DiscountCode> {
    const welcome = await this.welcome(memberId);
    if (!welcome) throw notFound();
    return {
      code: WELCOME_DISCOUNT_CODE,
      country: null,
      user_id: memberId,
      expires: welcome.expires.toISOString(),
      value_percentage: WELCOME_DISCOUNT_PERCENT,
      currency: null,
      minimum_order_value: 0,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      paymentmethods: null,
    };
  }

  /** GET /api/discountcode.php?code=…: a code this member may see; 'Code not found' or 'Code already used'; 429 past the member's tries. */
  async lookup(memberId: number, code: string): Promise<DiscountCode> {
    const normalised = normaliseCode(code);
    if (normalised === WELCOME_DISCOUNT_CODE) return this.welcomeCode(memberId);
    // Limited per member (discount-check-limit.ts): codes cannot be guessed by trying thousands.
    return this.checkLimit.check(memberId, async () => {
      const row = await this.codes.findByCode(normalised);
      if (!row || row.status !== 'active' || (row.memberId !== null && row.memberId !== memberId)) throw notFound();
      if (row.validity === 'once-per-user' && (await this.codes.usedBy(memberId, row.code))) throw alreadyUsed();
      return toDiscountCode(row);
    });
  }

  /**
   * The discount an order gets: the code the member entered, checked against every rule, or without
   * one the welcome discount when the member may have it.
   */
  async resolve(context: DiscountContext, enteredCode: string | undefined): Promise<AppliedDiscount | null> {
    if (!enteredCode || normaliseCode(enteredCode) === WELCOME_DISCOUNT_CODE) {
      const welcome = await this.welcome(context.memberId);
      if (welcome) return { code: WELCOME_DISCOUNT_CODE, percentBp: WELCOME_BP, once: true };
      if (enteredCode) throw notFound();
      return null;
    }
    const code = await this.lookup(context.memberId, enteredCode);
    if (code.expired) throw notApplicable('This code has expired.');
    if (code.country && code.country !== context.country) throw notApplicable('This code is not valid in your country.');
    if (code.currency && code.currency !== context.currency) throw notApplicable('This code is not valid in your currency.');
    if (code.minimum_order_value > 0 && context.price < code.minimum_order_value) throw notApplicable('This code needs a larger bundle.');
    if (code.paymentmethods && !code.paymentmethods.includes(context.method as never)) throw notApplicable('This code is not valid for this payment method.');
    return { code: code.code, percentBp: Math.round(code.value_percentage * 100), once: code.validity === 'once-per-user' };
  }
}

export function toDiscountCode(row: DiscountCodeRow, now = new Date()): DiscountCode {
  return {
    code: row.code,
    country: row.country,
    user_id: row.memberId,
    expires: row.expiresAt?.toISOString() ?? null,
    value_percentage: row.percentBp / 100,
    currency: row.currency?.trim() ?? null,
    minimum_order_value: row.minimumOrderValue,
    status: row.status,
    validity: row.validity,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    paymentmethods: (row.paymentMethods as DiscountCode['paymentmethods']) ?? null,
  };
}
