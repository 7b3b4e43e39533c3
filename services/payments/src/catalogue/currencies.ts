import type { SupportedCountry } from '@rendezvous/contracts';

/** The one table of the shop's currency per country (the member's profile country decides). */
export const COUNTRY_CURRENCY: Record<SupportedCountry, string> = {
  AT: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  CH: 'CHF',
  DK: 'DKK',
  GB: 'GBP',
  NO: 'NOK',
  PL: 'PLN',
  SE: 'SEK',
  US: 'USD',
};

/** ISO 4217 minor units of every currency the shop sells in: all of them have cents. */
export const CURRENCY_MINOR_DIGITS: Record<string, number> = { EUR: 2, CHF: 2, DKK: 2, GBP: 2, NOK: 2, PLN: 2, SEK: 2, USD: 2 };

/**
 * Minor units as the decimal string Mollie wants ("10.00" for 1000 cents), built from the integer
 * with string arithmetic only: a float never touches an amount.
 */
export function minorToDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`an amount must be a non-negative whole number of minor units, got ${minor}`);
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (digits === undefined) throw new Error(`unknown currency ${currency}`);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The reverse, for amounts a provider reports ("10.00" → 1000); refuses anything not exactly that shape. */
export function decimalStringToMinor(value: string, currency: string): number {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (digits === undefined) throw new Error(`unknown currency ${currency}`);
  const match = digits === 0 ? /^(\d+)$/.exec(value) : new RegExp(`^(\\d+)\\.(\\d{${digits}})$`).exec(value);
  if (!match) throw new Error(`not an amount in ${currency}: ${value}`);
  return Number(`${match[1]}${match[2] ?? ''}`);
}
