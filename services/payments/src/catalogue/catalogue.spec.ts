import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';
import { CREDIT_BUNDLES } from './bundles';
import { COUNTRY_CURRENCY, decimalStringToMinor, minorToDecimalString } from './currencies';
import { PAYMENT_METHODS, offeredIn } from './payment-methods';
import { VAT_RATE_BASIS_POINTS, vatContainedIn } from './vat-rates';

describe('the bundles', () => {
  it('have a price in every currency the shop sells in', () => {
    for (const bundle of CREDIT_BUNDLES) {
      for (const currency of new Set(Object.values(COUNTRY_CURRENCY))) expect(Number.isSafeInteger(bundle.prices[currency])).toBe(true);
    }
  });

  it('cost less per credit the bigger they are', () => {
    for (const currency of Object.keys(CREDIT_BUNDLES[0].prices)) {
      const perCredit = CREDIT_BUNDLES.map((bundle) => bundle.prices[currency] / bundle.credits);
      expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
    }
  });
});

describe('amounts for providers', () => {
  it.each([
    [1000, 'EUR', '10.00'],
    [5, 'EUR', '0.05'],
    [32995, 'SEK', '329.95'],
    [0, 'PLN', '0.00'],
  ])('%i minor units of %s are "%s" and back', (minor, currency, text) => {
    expect(minorToDecimalString(minor, currency)).toBe(text);
    expect(decimalStringToMinor(text, currency)).toBe(minor);
  });

  it('refuses fractions of a minor unit and malformed amounts', () => {
    expect(() => minorToDecimalString(10.5, 'EUR')).toThrow();
    expect(() => decimalStringToMinor('10.5', 'EUR')).toThrow();
    expect(() => decimalStringToMinor('10', 'EUR')).toThrow();
    expect(() => minorToDecimalString(100, 'XXX')).toThrow();
  });
});

describe('VAT', () => {
  it('knows the rate of every country the site serves', () => {
    for (const country of SUPPORTED_COUNTRIES) expect(VAT_RATE_BASIS_POINTS[country]).toBeGreaterThanOrEqual(0);
  });

  it.each([
    [6530, 2100, 1133],
    [2995, 1900, 478],
    [2995, 2550, 609],
    [12100, 2100, 2100],
    [100, 0, 0],
  ])('%i gross at %i bp contains %i VAT, rounded half up', (gross, basisPoints, vat) => {
    expect(vatContainedIn(gross, basisPoints)).toBe(vat);
  });
});

describe('the method table', () => {
  it('offers every country at least a card and PayPal, in its own currency', () => {
    for (const country of SUPPORTED_COUNTRIES) {
      const offered = PAYMENT_METHODS.filter((method) => method.inShop && offeredIn(method, country, COUNTRY_CURRENCY[country])).map((method) => method.id);
      expect(offered).toEqual(expect.arrayContaining(['credit-card', 'paypal']));
    }
  });

  it('names the local-currency wallets in their currency only', () => {
    const currencies = (id: string) => PAYMENT_METHODS.find((method) => method.id === id)?.currencies;
    expect(currencies('blik')).toEqual(['PLN']);
    expect(currencies('swish')).toEqual(['SEK']);
    expect(currencies('twint')).toEqual(['CHF']);
    expect(currencies('mobilepay')).toEqual(['DKK']);
    expect(currencies('dankort')).toEqual(['DKK']);
    expect(currencies('vipps')).toEqual(['NOK']);
  });

  it('charges no fee where EU and UK law forbid surcharges (cards, SEPA transfers and debits)', () => {
    const forbidden = [
      'ideal',
      'bancontact',
      'eps',
      'sofort',
      'giropay',
      'wire-transfer',
      'sepa-direct-debit',
      'credit-card',
      'visa',
      'mastercard',
      'maestro',
      'carte-bancaire',
      'nexi',
      'dankort',
    ];
    for (const method of PAYMENT_METHODS.filter((candidate) => forbidden.includes(candidate.id))) expect(method.fees).toBeUndefined();
    for (const method of PAYMENT_METHODS) expect(method.fees?.GBP ?? 0).toBe(0);
  });
});
