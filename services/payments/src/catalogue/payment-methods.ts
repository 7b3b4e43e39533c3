import type { PaymentMethodId, SupportedCountry } from '@rendezvous/contracts';
import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';

export type ProviderName = 'mollie' | 'stripe';

const EURO_COUNTRIES: readonly SupportedCountry[] = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL'];
const ALL: readonly SupportedCountry[] = SUPPORTED_COUNTRIES;

/**
 * One row per payment method of the spec (section 9). Why SOFORT, Giropay and Nexi go where they
 * go, and why the fees are what they are: docs/adr/0008-payments-providers-and-methods.md.
 */
export interface PaymentMethodDefinition {
  id: PaymentMethodId;
  /** the name on the method button, a brand name in every language */
  label: string;
  /** who carries it unless the operator says otherwise (PAYMENT_METHOD_PROVIDERS) */
  provider: ProviderName;
  /** the method's name at Mollie (its PaymentMethod); Stripe carries cards only */
  mollieMethod: string;
  countries: readonly SupportedCountry[];
  /** the currencies it takes: 'local' means whatever the buyer's country pays in */
  currencies: readonly string[] | 'local';
  /**
   * Transaction fee in minor units per currency; none means 0. EU and UK law forbid surcharges on
   * consumer cards, SEPA credit transfers (iDEAL, Bancontact, EPS, bank transfer, Pay by Bank,
   * Klarna's SOFORT) and SEPA direct debits, so only wallets and vouchers carry one.
   */
  fees?: Readonly<Record<string, number>>;
  /** shown in the checkout overview; false for methods that have their own screen (direct debit) */
  inShop: boolean;
}

export const PAYMENT_METHODS: readonly PaymentMethodDefinition[] = [
  { id: 'ideal', label: 'iDEAL', provider: 'mollie', mollieMethod: 'ideal', countries: ['NL'], currencies: ['EUR'], inShop: true },
  { id: 'bancontact', label: 'Bancontact', provider: 'mollie', mollieMethod: 'bancontact', countries: ['BE'], currencies: ['EUR'], inShop: true },
  { id: 'eps', label: 'EPS', provider: 'mollie', mollieMethod: 'eps', countries: ['AT'], currencies: ['EUR'], inShop: true },
  // SOFORT was bought by Klarna and closed; Klarna's pay-now carries it on.
  {
    id: 'sofort',
    label: 'SOFORT (Klarna)',
    provider: 'mollie',
    mollieMethod: 'klarna',
    countries: ['DE', 'AT', 'BE', 'NL', 'IT', 'ES', 'CH'],
    currencies: ['EUR', 'CHF'],
    inShop: true,
  },
  // Giropay closed in 2024; Mollie's Pay by Bank pays from the same German bank accounts.
  { id: 'giropay', label: 'Giropay (Pay by Bank)', provider: 'mollie', mollieMethod: 'paybybank', countries: ['DE'], currencies: ['EUR'], inShop: true },
  { id: 'przelewy24', label: 'Przelewy24', provider: 'mollie', mollieMethod: 'przelewy24', countries: ['PL'], currencies: 'local', inShop: true },
  { id: 'blik', label: 'BLIK', provider: 'mollie', mollieMethod: 'blik', countries: ['PL'], currencies: ['PLN'], inShop: true },
  {
    id: 'wire-transfer',
    label: 'Bank transfer',
    provider: 'mollie',
    mollieMethod: 'banktransfer',
    countries: EURO_COUNTRIES,
    currencies: ['EUR'],
    inShop: true,
  },
  {
    id: 'sepa-direct-debit',
    label: 'SEPA direct debit',
    provider: 'mollie',
    mollieMethod: 'directdebit',
    countries: EURO_COUNTRIES,
    currencies: ['EUR'],
    inShop: false,
  },
  { id: 'credit-card', label: 'Credit card', provider: 'mollie', mollieMethod: 'creditcard', countries: ALL, currencies: 'local', inShop: true },
  { id: 'visa', label: 'Visa', provider: 'mollie', mollieMethod: 'creditcard', countries: ALL, currencies: 'local', inShop: true },
  { id: 'mastercard', label: 'Mastercard', provider: 'mollie', mollieMethod: 'creditcard', countries: ALL, currencies: 'local', inShop: true },
  {
    id: 'maestro',
    label: 'Maestro',
    provider: 'mollie',
    mollieMethod: 'creditcard',
    countries: [...EURO_COUNTRIES, 'PL', 'GB', 'CH'],
    currencies: 'local',
    inShop: true,
  },
  { id: 'carte-bancaire', label: 'Carte Bancaire', provider: 'mollie', mollieMethod: 'creditcard', countries: ['FR'], currencies: ['EUR'], inShop: true },
  // Nexi is an Italian card acquirer and scheme: its cards are paid as cards.
  { id: 'nexi', label: 'Nexi', provider: 'mollie', mollieMethod: 'creditcard', countries: ['IT'], currencies: ['EUR'], inShop: true },
  { id: 'dankort', label: 'Dankort', provider: 'mollie', mollieMethod: 'creditcard', countries: ['DK'], currencies: ['DKK'], inShop: true },
  { id: 'mobilepay', label: 'MobilePay', provider: 'mollie', mollieMethod: 'mobilepay', countries: ['DK'], currencies: ['DKK'], inShop: true },
  { id: 'swish', label: 'Swish', provider: 'mollie', mollieMethod: 'swish', countries: ['SE'], currencies: ['SEK'], inShop: true },
  { id: 'twint', label: 'TWINT', provider: 'mollie', mollieMethod: 'twint', countries: ['CH'], currencies: ['CHF'], fees: { CHF: 30 }, inShop: true },
  { id: 'vipps', label: 'Vipps', provider: 'mollie', mollieMethod: 'vipps', countries: ['NO'], currencies: ['NOK'], inShop: true },
  { id: 'satispay', label: 'Satispay', provider: 'mollie', mollieMethod: 'satispay', countries: ['IT'], currencies: ['EUR'], inShop: true },
  { id: 'apple-pay', label: 'Apple Pay', provider: 'mollie', mollieMethod: 'applepay', countries: ALL, currencies: 'local', inShop: true },
  {
    id: 'paysafecard',
    label: 'paysafecard',
    provider: 'mollie',
    mollieMethod: 'paysafecard',
    countries: ALL,
    currencies: 'local',
    fees: { EUR: 50, CHF: 50, DKK: 400, GBP: 0, NOK: 500, PLN: 200, SEK: 500, USD: 50 },
    inShop: true,
  },
  {
    id: 'paypal',
    label: 'PayPal',
    provider: 'mollie',
    mollieMethod: 'paypal',
    countries: ALL,
    currencies: 'local',
    fees: { EUR: 35, CHF: 35, DKK: 250, GBP: 0, NOK: 400, PLN: 150, SEK: 400, USD: 39 },
    inShop: true,
  },
];

export function findMethod(id: string): PaymentMethodDefinition | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}

/** Whether a method is offered to a buyer in this country paying in this currency. */
export function offeredIn(method: PaymentMethodDefinition, country: SupportedCountry, currency: string): boolean {
  if (!method.countries.includes(country)) return false;
  return method.currencies === 'local' || method.currencies.includes(currency);
}

export function feeOf(method: PaymentMethodDefinition, currency: string): number {
  return method.fees?.[currency] ?? 0;
}
