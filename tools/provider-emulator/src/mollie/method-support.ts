import { PaymentMethod } from '@mollie/api-client';

/**
 * The currencies Mollie accepts per method (Mollie's "payment methods" documentation, as of the
 * client version pinned in package.json). The emulator refuses any other pairing with Mollie's own
 * 422, so a wrong entry in the service's method table fails here as it would in production.
 */
export const MOLLIE_METHOD_CURRENCIES: Partial<Record<PaymentMethod, readonly string[] | 'any'>> = {
  [PaymentMethod.ideal]: ['EUR'],
  [PaymentMethod.bancontact]: ['EUR'],
  [PaymentMethod.eps]: ['EUR'],
  [PaymentMethod.przelewy24]: ['EUR', 'PLN'],
  [PaymentMethod.blik]: ['PLN'],
  [PaymentMethod.swish]: ['SEK'],
  [PaymentMethod.twint]: ['CHF'],
  [PaymentMethod.mobilepay]: ['DKK', 'EUR', 'NOK'],
  [PaymentMethod.vipps]: ['NOK'],
  [PaymentMethod.satispay]: ['EUR'],
  [PaymentMethod.klarna]: ['EUR', 'CHF', 'DKK', 'GBP', 'NOK', 'PLN', 'SEK'],
  [PaymentMethod.paybybank]: ['EUR', 'GBP'],
  [PaymentMethod.trustly]: ['EUR', 'GBP', 'SEK', 'DKK', 'NOK', 'PLN'],
  [PaymentMethod.paysafecard]: ['EUR', 'GBP', 'CHF', 'PLN', 'SEK', 'DKK', 'NOK', 'USD'],
  [PaymentMethod.banktransfer]: ['EUR'],
  [PaymentMethod.directdebit]: ['EUR'],
  [PaymentMethod.paypal]: 'any',
  [PaymentMethod.creditcard]: 'any',
  [PaymentMethod.applepay]: 'any',
};

/** ISO 4217 decimals of the currencies the emulator takes; Mollie wants exactly that many in `value`. */
export const CURRENCY_DECIMALS: Record<string, number> = { EUR: 2, PLN: 2, SEK: 2, DKK: 2, NOK: 2, CHF: 2, GBP: 2, USD: 2 };

/** Methods that can start a mandate (sequenceType first) for later recurring payments. */
export const MANDATE_METHODS: ReadonlySet<string> = new Set([
  PaymentMethod.creditcard,
  PaymentMethod.ideal,
  PaymentMethod.bancontact,
  PaymentMethod.paypal,
  PaymentMethod.directdebit,
  PaymentMethod.eps,
]);
