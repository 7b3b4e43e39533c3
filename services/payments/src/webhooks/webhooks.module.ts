import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { ProvidersModule } from '../providers/providers.module';
import { MollieWebhookController } from './mollie-webhook.controller';
import { StripeWebhookController } from './stripe-webhook.controller';

/** The providers' webhooks: each payment is read back from its provider and applied once (the orders' Fulfilment). */
@Module({
  imports: [OrdersModule, ProvidersModule],
  controllers: [MollieWebhookController, StripeWebhookController],
})
export class WebhooksModule {}
