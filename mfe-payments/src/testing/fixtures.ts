import type { CreditBundle, CreditShop } from '@rendezvous/contracts';

/** A bundle as GET /api/credits/shop answers it in euro. */
export function buildBundle(overrides: Partial<CreditBundle> & Pick<CreditBundle, 'id' | 'credits' | 'price'>): CreditBundle {
  return { currency: 'EUR', price_per_credit: Math.floor(overrides.price / overrides.credits), popular: false, ...overrides };
}

/** A Dutch member's shop with the given bundles and methods. */
export function buildShop(overrides: Partial<CreditShop> = {}): CreditShop {
  return { country: 'NL', currency: 'EUR', bundles: [], methods: [], credits: 0, paid_user: false, ...overrides };
}
