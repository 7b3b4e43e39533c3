import { Module } from '@nestjs/common';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config';
import { agentTrusting } from './emulator-trust';
import { MollieProvider } from './mollie-provider';
import { PAYMENT_PROVIDERS, type PaymentProviders } from './payment-provider';
import { StripeProvider } from './stripe-provider';

/** The payment providers' clients (Mollie always, Stripe when its keys are set), for the resources that pay, refund and read payments. */
@Module({
  providers: [
    {
      provide: PAYMENT_PROVIDERS,
      inject: [PAYMENTS_CONFIG],
      useFactory: (config: PaymentsConfig): PaymentProviders => ({
        mollie: new MollieProvider({ apiKey: config.MOLLIE_API_KEY, apiEndpoint: config.MOLLIE_API_ENDPOINT }),
        ...(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
          ? {
              stripe: new StripeProvider(
                {
                  secretKey: config.STRIPE_SECRET_KEY,
                  apiBase: config.STRIPE_API_BASE,
                  httpAgent: config.PROVIDER_CA_FILE ? agentTrusting(config.PROVIDER_CA_FILE) : undefined,
                },
                config.STRIPE_WEBHOOK_SECRET,
              ),
            }
          : {}),
      }),
    },
  ],
  exports: [PAYMENT_PROVIDERS],
})
export class ProvidersModule {}

// The provider clients other resources test for (instanceof) before a provider-only call (customers, mandates, saved cards).
export { MollieProvider } from './mollie-provider';
export { StripeProvider } from './stripe-provider';
