import type { SupportedCountry } from '@rendezvous/contracts';

/**
 * Standard VAT rates of the buyer's country, in basis points (2100 = 21 %): credits are an
 * electronically supplied service, taxed where the consumer lives (EU OSS). Non-EU countries carry
 * their own VAT/GST on digital services (CH, GB, NO). The US has no VAT; state sales tax on digital
 * goods is not handled (noted in docs/adr/0008-payments-providers-and-methods.md).
 */
export const VAT_RATE_BASIS_POINTS: Record<SupportedCountry, number> = {
  AT: 2000,
  BE: 2100,
  CH: 810,
  DE: 1900,
  DK: 2500,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GB: 2000,
  IE: 2300,
  IT: 2200,
  NL: 2100,
  NO: 2500,
  PL: 2300,
  SE: 2500,
  US: 0,
};

/**
 * The VAT contained in a VAT-inclusive amount: gross × rate / (1 + rate), rounded half up to the
 * minor unit, in integers only.
 */
export function vatContainedIn(grossMinor: number, basisPoints: number): number {
  if (basisPoints === 0) return 0;
  const numerator = grossMinor * basisPoints;
  const denominator = 10_000 + basisPoints;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
