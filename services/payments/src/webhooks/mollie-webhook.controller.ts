import { paymentsRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { PAYMENTS_ERROR_CODES } from '@rendezvous/contracts';
import { ContractRoute, AppError, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Fulfilment } from '../orders/fulfilment';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';

@ApiTags('payments')
@Controller('api/payments/webhooks')
export class MollieWebhookController {
  constructor(
    private readonly fulfilment: Fulfilment,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  /**
   * The body is only a hint: the payment is fetched from Mollie, so a forged call can at most make the
   * service read the truth again, and only for ids that may be ours (Fulfilment.mayBeOurs). Unknown
   * payments are acknowledged (Mollie would retry a refusal for a day); a Mollie that cannot be reached
   * is answered 503 so Mollie delivers again.
   */
  @Post('mollie')
  @ContractRoute(paymentsRoutes.mollieWebhook)
  @HttpCode(200)
  async mollie(@Body(new ZodBody(paymentsRoutes.mollieWebhook.body)) body: BodyOf<typeof paymentsRoutes.mollieWebhook>): Promise<{ outcome: string }> {
    const mollie = this.providers.mollie;
    if (!mollie) throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, 'Mollie is not configured.');
    // A made-up id of the right shape is answered from our own orders, without a call to Mollie.
    if (!(await this.fulfilment.mayBeOurs(mollie.name, body.id))) return { outcome: 'unknown_payment' };
    return { outcome: await this.fulfilment.applyFromProvider(mollie, body.id) };
  }
}
