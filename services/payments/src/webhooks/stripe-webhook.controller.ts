import { paymentsRoutes } from '@rendezvous/contracts/routes';
import { PAYMENTS_ERROR_CODES } from '@rendezvous/contracts';
import { ContractRoute, AppError } from '@rendezvous/nest-kit';
import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Fulfilment } from '../orders/fulfilment';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { StripeProvider } from '../providers/providers.module';

@ApiTags('payments')
@Controller('api/payments/webhooks')
export class StripeWebhookController {
  constructor(
    private readonly fulfilment: Fulfilment,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  /**
   * Stripe's webhook: the signature is checked on the raw body with the endpoint's secret (a forged
   * or altered event is refused), then the session is read back from Stripe and applied once, as
   * Mollie's are. Events the shop does not act on are acknowledged.
   */
  @Post('stripe')
  @ContractRoute(paymentsRoutes.stripeWebhook)
  @HttpCode(200)
  async stripe(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string): Promise<{ outcome: string }> {
    const stripe = this.providers.stripe;
    if (!(stripe instanceof StripeProvider)) throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, 'Stripe is not configured.');
    let event;
    try {
      event = stripe.verifiedEvent(req.rawBody ?? Buffer.alloc(0), signature ?? '');
    } catch {
      throw new AppError(400, PAYMENTS_ERROR_CODES.webhookSignature, 'The webhook signature does not match.');
    }
    let providerPaymentId: string | null = null;
    if (event.type.startsWith('checkout.session.') || event.type.startsWith('payment_intent.')) providerPaymentId = (event.data.object as { id: string }).id;
    else if (event.type === 'charge.dispute.created') {
      const intent = (event.data.object as { payment_intent?: string | null }).payment_intent;
      if (!intent) return { outcome: 'ignored' };
      const orderId = await this.fulfilment.askProvider(`stripe payment intent ${intent}`, () => stripe.orderIdOfIntent(intent));
      if (orderId === null) return { outcome: 'unknown_payment' };
      providerPaymentId = await this.fulfilment.providerPaymentOf(orderId);
    }
    if (!providerPaymentId) return { outcome: 'ignored' };
    return { outcome: await this.fulfilment.applyFromProvider(stripe, providerPaymentId) };
  }
}
