import { ConfigError, loadConfig } from '@rendezvous/nest-kit';
import { paymentsConfigSchema } from './config';

const BASE = {
  DATABASE_URL: 'postgres://127.0.0.1/payments',
  INTERNAL_TOKEN: 'a-long-enough-internal-token',
  ADMIN_TOKEN: 'a-long-enough-admin-token',
  PUBLIC_URL: 'https://rendezvous.example',
  MOLLIE_API_KEY: 'test_abcdefghijklmnop',
};
const load = (env: Record<string, string>) => loadConfig('payments', paymentsConfigSchema, env);

describe('payments configuration', () => {
  it('starts with a Mollie key and the public address, and Mollie itself as the endpoint', () => {
    const config = load(BASE);
    expect(config).toMatchObject({ MOLLIE_API_KEY: 'test_abcdefghijklmnop', PAYMENT_METHOD_PROVIDERS: {} });
    expect(config.MOLLIE_API_ENDPOINT).toBeUndefined();
  });

  it('moves cards to Stripe when Stripe is configured whole', () => {
    const config = load({
      ...BASE,
      STRIPE_SECRET_KEY: 'sk_test_abcdefghijkl',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijkl',
      PAYMENT_METHOD_PROVIDERS: 'visa=stripe, mastercard=stripe',
    });
    expect(config.PAYMENT_METHOD_PROVIDERS).toEqual({ visa: 'stripe', mastercard: 'stripe' });
  });

  it.each([
    ['without a Mollie key', { MOLLIE_API_KEY: undefined }, /missing required setting MOLLIE_API_KEY/],
    ['without the public address providers call back', { PUBLIC_URL: undefined }, /missing required setting PUBLIC_URL/],
    ['with a key that is no Mollie key', { MOLLIE_API_KEY: 'sk_test_123' }, /MOLLIE_API_KEY is invalid/],
    ['with an extra CA in production', { PROVIDER_CA_FILE: '/tmp/ca.pem', NODE_ENV: 'production' }, /PROVIDER_CA_FILE/],
    [
      'with a live key sent elsewhere than Mollie',
      { MOLLIE_API_KEY: 'live_abcdefghijklmnop', MOLLIE_API_ENDPOINT: 'https://127.0.0.1:1/v2/' },
      /MOLLIE_API_ENDPOINT/,
    ],
    ['with a method moved to a provider that does not carry it', { PAYMENT_METHOD_PROVIDERS: 'ideal=stripe' }, /Stripe carries cards only/],
    ['with an unknown method', { PAYMENT_METHOD_PROVIDERS: 'bitcoin=mollie' }, /unknown payment method bitcoin/],
    ['with a Stripe key but no webhook signing secret', { STRIPE_SECRET_KEY: 'sk_test_abcdefghijkl' }, /STRIPE_WEBHOOK_SECRET/],
    ['with cards moved to Stripe without Stripe', { PAYMENT_METHOD_PROVIDERS: 'visa=stripe' }, /need STRIPE_SECRET_KEY/],
    [
      'with a live Stripe key sent elsewhere than Stripe',
      { STRIPE_SECRET_KEY: 'sk_live_abcdefghijkl', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijkl', STRIPE_API_BASE: 'https://127.0.0.1:1' },
      /STRIPE_API_BASE/,
    ],
  ])('refuses to start %s', (_case, change, message) => {
    const env = { ...BASE, ...change } as Record<string, string>;
    for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
