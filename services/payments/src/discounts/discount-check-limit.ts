import { ERROR_CODES } from '@rendezvous/contracts';
import { AppError, createRateCounter, TOO_MANY_REQUESTS_MESSAGE, type RateCounter } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config';

/**
 * How many codes a member may try: DISCOUNT_CHECK_LIMIT checks that find nothing per
 * DISCOUNT_CHECK_WINDOW_MS (10 per 10 minutes by default), counted per member in Redis when REDIS_URL
 * is set. Every way a code is tried counts alike (GET /api/discountcode.php?code=, the order overview's
 * ?code= and an order's discount_code), so unknown, used and valid codes cannot be told apart by
 * trying thousands. A check that finds a code the member may use gives its count back: the checkout
 * asks for the overview again with the same code on every change of bundle or method, which must
 * never use up a member's tries. Once over the limit, every check is refused, valid codes too.
 */
@Injectable()
export class DiscountCheckLimit {
  private readonly counter: RateCounter;

  constructor(@Inject(PAYMENTS_CONFIG) config: PaymentsConfig) {
    this.counter = createRateCounter({
      name: 'discount-checks',
      limit: config.DISCOUNT_CHECK_LIMIT,
      windowMs: config.DISCOUNT_CHECK_WINDOW_MS,
      redisUrl: config.REDIS_URL || undefined,
    });
  }

  /** Runs one check of a code for the member: a 429 in the envelope when the member is out of tries. */
  async check<T>(memberId: number, lookup: () => Promise<T>): Promise<T> {
    const key = String(memberId);
    // Counted before the lookup, so a burst of concurrent guesses cannot all pass.
    if (!(await this.counter.take(key))) throw new AppError(429, ERROR_CODES.rateLimited, TOO_MANY_REQUESTS_MESSAGE);
    const found = await lookup();
    await this.counter.giveBack(key);
    return found;
  }
}
