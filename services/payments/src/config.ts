import { databaseConfigSchema, loadConfig } from '@rendezvous/nest-kit';
import { z } from 'zod';
import { findMethod, type ProviderName } from './catalogue/payment-methods';

/** "visa=stripe,mastercard=stripe": the operator moves methods to another provider (docs/adr/0008). */
const methodProviders = z
  .string()
  .default('')
  .transform((text, context) => {
    const moves: Record<string, ProviderName> = {};
    for (const pair of text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [method, provider] = pair.split('=').map((part) => part.trim());
      if (!findMethod(method)) context.addIssue({ code: 'custom', message: `unknown payment method ${method}` });
      else if (provider !== 'mollie' && provider !== 'stripe') context.addIssue({ code: 'custom', message: `unknown provider ${provider} for ${method}` });
      else if (provider === 'stripe' && findMethod(method)?.mollieMethod !== 'creditcard')
        context.addIssue({ code: 'custom', message: `Stripe carries cards only, not ${method}` });
      else moves[method] = provider;
    }
    return moves;
  });

export const paymentsConfigSchema = databaseConfigSchema
  .extend({
    // The platform's documented port (tools/platform/launch.mjs), so a bare `node dist/main.js` works.
    /** where the gateway answers: the outbox tells it when a member's user object changed (member.changed) */
    GATEWAY_URL: z.string().url().default('http://127.0.0.1:8080'),
    /** members: the buyer's country (currency, VAT, methods) and the premium read model (member.premium) */
    MEMBERS_URL: z.string().url().default('http://127.0.0.1:3102'),
    /** site: the company's retention offer (delete_discount) */
    SITE_URL: z.string().url().default('http://127.0.0.1:3105'),
    /** identity: the mails payments asks for (purchase confirmations), by event */
    IDENTITY_URL: z.string().url().default('http://127.0.0.1:3101'),
    PORT: z.coerce.number().int().positive().default(3104),
    /** bearer token of operator calls: discount codes, refunds (generated at first start locally) */
    ADMIN_TOKEN: z.string().min(16),
    /** the site's public origin: where the provider sends the member back and posts its webhooks */
    PUBLIC_URL: z.string().url(),
    /** Mollie's API key: test_… against the emulator or Mollie's test mode, live_… in production */
    MOLLIE_API_KEY: z.string().regex(/^(test|live)_[A-Za-z0-9]{10,}$/, 'a Mollie API key starts with test_ or live_'),
    /** Mollie's API address; unset means Mollie itself. npm start and the tests point it at the emulator */
    MOLLIE_API_ENDPOINT: z
      .union([z.literal(''), z.string().url()])
      .optional()
      .transform((url) => url || undefined),
    /** a CA certificate file the provider clients trust besides the public ones: the emulator's, never in production */
    PROVIDER_CA_FILE: z.string().optional(),
    /** Stripe's secret key (sk_test_… or sk_live_…); with it the signing secret of the webhook endpoint */
    STRIPE_SECRET_KEY: z
      .union([z.literal(''), z.string().regex(/^sk_(test|live)_[A-Za-z0-9]{10,}$/, 'a Stripe secret key starts with sk_test_ or sk_live_')])
      .optional()
      .transform((key) => key || undefined),
    STRIPE_WEBHOOK_SECRET: z
      .union([z.literal(''), z.string().regex(/^whsec_[A-Za-z0-9]{10,}$/, 'a Stripe webhook signing secret starts with whsec_')])
      .optional()
      .transform((secret) => secret || undefined),
    /** Stripe's API address; unset means Stripe itself. npm start and the tests point it at the emulator */
    STRIPE_API_BASE: z
      .union([z.literal(''), z.string().url()])
      .optional()
      .transform((url) => url || undefined),
    PAYMENT_METHOD_PROVIDERS: methodProviders,
    /** the most one member may pay by direct debit in a calendar month, minor units (EUR) */
    DIRECT_DEBIT_MONTHLY_CAP: z.coerce.number().int().positive().default(15_000),
    /** the SEPA creditor identifier named in the pre-notification (the company's, from its bank) */
    DIRECT_DEBIT_CREDITOR_ID: z.string().min(8).max(35).default('NL00ZZZ000000000000'),
    /**
     * discount-code checks per member that may find nothing (unknown or already used) in
     * DISCOUNT_CHECK_WINDOW_MS; past it every check is a 429 until the window ends, so codes cannot be
     * guessed (discounts/discount-check-limit.ts). A check that finds a code the member may use is free
     */
    DISCOUNT_CHECK_LIMIT: z.coerce.number().int().positive().default(10),
    DISCOUNT_CHECK_WINDOW_MS: z.coerce.number().int().positive().default(600_000),
    NODE_ENV: z.string().default('development'),
  })
  .superRefine((config, context) => {
    if (config.PROVIDER_CA_FILE && config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['PROVIDER_CA_FILE'],
        message: 'an extra provider CA is for development and tests only, never with NODE_ENV=production',
      });
    }
    if (config.MOLLIE_API_ENDPOINT && config.MOLLIE_API_KEY.startsWith('live_')) {
      context.addIssue({ code: 'custom', path: ['MOLLIE_API_ENDPOINT'], message: 'a live Mollie key goes to Mollie itself, not to another endpoint' });
    }
    if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
      const missing = config.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: 'Stripe needs both its secret key and the webhook signing secret' });
    }
    if (Object.values(config.PAYMENT_METHOD_PROVIDERS).includes('stripe') && !config.STRIPE_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_METHOD_PROVIDERS'],
        message: 'methods moved to stripe need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    if (config.STRIPE_API_BASE && config.STRIPE_SECRET_KEY?.startsWith('sk_live_')) {
      context.addIssue({ code: 'custom', path: ['STRIPE_API_BASE'], message: 'a live Stripe key goes to Stripe itself, not to another address' });
    }
  });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const loadPaymentsConfig = () => loadConfig('payments', paymentsConfigSchema);

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');
