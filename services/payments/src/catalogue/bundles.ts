/**
 * The credit bundles and their prices per currency, VAT included, in minor units. Every bundle's
 * price per credit stays above the site's minimum_message_costs of its currency (a message costs
 * message_credits, 1 by default), so a message never sells below the minimum in any country
 * (test: services/payments/test/catalogue.spec.ts).
 */
export interface BundleDefinition {
  id: number;
  credits: number;
  popular: boolean;
  prices: Record<string, number>;
}

export const CREDIT_BUNDLES: readonly BundleDefinition[] = [
  { id: 1, credits: 20, popular: false, prices: { EUR: 2995, CHF: 2990, DKK: 22500, GBP: 2599, NOK: 33900, PLN: 12995, SEK: 32900, USD: 3299 } },
  { id: 2, credits: 50, popular: true, prices: { EUR: 6495, CHF: 6490, DKK: 48900, GBP: 5599, NOK: 73900, PLN: 28995, SEK: 71900, USD: 6999 } },
  { id: 3, credits: 120, popular: false, prices: { EUR: 13995, CHF: 13990, DKK: 104900, GBP: 11999, NOK: 159900, PLN: 62995, SEK: 154900, USD: 14999 } },
  { id: 4, credits: 300, popular: false, prices: { EUR: 32995, CHF: 32990, DKK: 244900, GBP: 28499, NOK: 369000, PLN: 144995, SEK: 359000, USD: 34999 } },
];

export function findBundle(id: number): BundleDefinition | undefined {
  return CREDIT_BUNDLES.find((bundle) => bundle.id === id);
}
