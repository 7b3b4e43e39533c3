import {
  DIRECT_DEBIT_CODE_ATTEMPTS,
  DIRECT_DEBIT_CODE_TTL_MS,
  DIRECT_DEBIT_MESSAGES,
  type DirectDebitPending,
  PAYMENTS_ERROR_CODES,
  PAYMENTS_PATHS,
  type PaymentOrder,
  SPEC_MESSAGES,
} from '@rendezvous/contracts';
import { AppError, fieldErrors, Outbox } from '@rendezvous/nest-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config';
import { BuyerCountry } from '../orders/buyer-country';
import { openOrderFrom } from '../orders/orders.module';
import { asReservationRefusal, OrdersService } from '../orders/orders.service';
import { MollieProvider } from '../providers/providers.module';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../providers/payment-provider';
import { DirectDebitRepository } from './direct-debit.repository';
import type { BodyOf, paymentsRoutes } from '@rendezvous/contracts/routes';

/** The form as its route's schema let it through: types and sizes; the rules are this service's (checkedForm). */
type DirectDebitForm = BodyOf<typeof paymentsRoutes.directDebit>;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** "NL91ABNA0417164300" → "NL91 •••• •••• 4300": enough for the member to recognise it. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
}

/** A SEPA debit is collected two business days after the pre-notification at the earliest. */
function earliestDebitDate(now = new Date()): string {
  const date = new Date(now);
  let added = 0;
  while (added < 2) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) added += 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Direct debit (docs/product-rules.md 5, 8): the form is checked field by field, a blocked member
 * and the monthly cap are refused in the spec's words, and a one-time code goes to the member's
 * e-mail (the SEPA pre-notification too). Only the right code creates the mandate and the debit.
 */
@Injectable()
export class DirectDebitService {
  private readonly logger = new Logger(DirectDebitService.name);

  constructor(
    private readonly requests: DirectDebitRepository,
    private readonly outbox: Outbox,
    private readonly buyerCountry: BuyerCountry,
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async request(memberId: number, form: DirectDebitForm, siteHost: string): Promise<DirectDebitPending> {
    const country = await this.buyerCountry.of(memberId);
    if (await this.orders.isBlocked(memberId)) throw new AppError(403, PAYMENTS_ERROR_CODES.directDebitBlocked, DIRECT_DEBIT_MESSAGES.blocked);
    const iban = this.checkedForm(form, country);
    const { quote, once } = await this.orders.priced(memberId, country, form.bundle_id, 'sepa-direct-debit', form.discount_code, { ownScreen: true });

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const mandateReference = `RDV-${memberId}-${Date.now().toString(36).toUpperCase()}`;
    const expiresAt = new Date(Date.now() + DIRECT_DEBIT_CODE_TTL_MS);
    const { requestId, event } = await this.requests
      .transaction(async (manager) => {
        // The cap counts this month's direct debits that are not failed: serialised per member.
        await this.requests.lockMember(manager, memberId);
        const spent = await this.orders.directDebitSpentThisMonth(manager, memberId);
        if (spent + quote.total > this.config.DIRECT_DEBIT_MONTHLY_CAP)
          throw new AppError(422, PAYMENTS_ERROR_CODES.directDebitLimit, DIRECT_DEBIT_MESSAGES.limitReached);
        const order = await this.orders.insertOpen(openOrderFrom(quote, { memberId, country, provider: 'mollie', once, siteHost }), manager);
        const requestId = await this.requests.insert(manager, {
          orderId: order.id,
          memberId,
          accountHolder: form.account_holder.trim(),
          iban,
          ibanMasked: maskIban(iban),
          street: form.street.trim(),
          houseNumber: form.house_number.trim(),
          postalCode: form.postal_code.trim(),
          city: form.city.trim(),
          mobile: form.mobile.trim(),
          mandateReference,
          codeHash: hashCode(code).toString('hex'),
          expiresAt,
        });
        const mail = await this.outbox.publish(
          manager,
          'direct_debit.code',
          {
            member_id: memberId,
            code,
            amount: quote.total,
            currency: quote.currency,
            iban_masked: maskIban(iban),
            mandate_reference: mandateReference,
            creditor_id: this.config.DIRECT_DEBIT_CREDITOR_ID,
            debit_date: earliestDebitDate(),
            site_host: siteHost,
          },
          memberId,
        );
        return { requestId, event: mail };
      })
      .catch(asReservationRefusal);
    await this.outbox.deliverNow([event]);
    return { request_id: requestId, iban_masked: maskIban(iban), amount: quote.total, currency: quote.currency, expires_at: expiresAt.toISOString() };
  }

  /**
   * The code from the e-mail: wrong, expired or used up is 'Code invalid'; right creates the mandate
   * and the debit at the provider (once: the request is confirmed under a row lock).
   */
  async confirm(memberId: number, requestId: string, code: string): Promise<PaymentOrder> {
    const invalid = () =>
      new AppError(422, PAYMENTS_ERROR_CODES.directDebitCodeInvalid, DIRECT_DEBIT_MESSAGES.codeInvalid, { code: [DIRECT_DEBIT_MESSAGES.codeInvalid] });
    if (!/^[0-9a-f-]{36}$/i.test(requestId)) throw new AppError(404, PAYMENTS_ERROR_CODES.orderNotFound, 'This payment could not be found.');
    const confirmed = await this.requests.transaction(async (manager) => {
      const request = await this.requests.lockOwn(manager, requestId, memberId);
      if (!request) throw new AppError(404, PAYMENTS_ERROR_CODES.orderNotFound, 'This payment could not be found.');
      if (
        request.confirmed_at ||
        request.order_status !== 'open' ||
        (request.attempts as number) >= DIRECT_DEBIT_CODE_ATTEMPTS ||
        (request.expires_at as Date) < new Date()
      )
        return { ok: false as const };
      const right = timingSafeEqual(Buffer.from(String(request.code_hash), 'hex'), hashCode(code.trim()));
      if (!right) {
        await this.requests.countAttempt(manager, requestId);
        return { ok: false as const };
      }
      await this.requests.markConfirmed(manager, requestId);
      return { ok: true as const, request };
    });
    if (!confirmed.ok) throw invalid();
    const request = confirmed.request;
    const orderId = String(request.order_id);
    const mollie = this.providers.mollie;
    if (!(mollie instanceof MollieProvider)) throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, SPEC_MESSAGES.tryAgainLater);
    try {
      const { providerPaymentId } = await mollie.directDebit({
        orderId,
        amount: Number(request.total),
        currency: String(request.currency).trim(),
        description: `${Number(request.credits)} credits`,
        webhookUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}${PAYMENTS_PATHS.mollieWebhook}`,
        holder: String(request.account_holder),
        iban: String(request.iban),
        mandateReference: String(request.mandate_reference),
        signatureDate: new Date().toISOString().slice(0, 10),
      });
      await this.orders.markDirectDebitPending(orderId, providerPaymentId);
      // The mandate holds the account now: the full IBAN is not kept here.
      await this.requests.forgetIban(requestId);
    } catch (error) {
      this.logger.error(`direct debit ${orderId}: Mollie refused it: ${(error as Error).message}`);
      await this.orders.markOpenFailed(orderId);
      throw new AppError(503, PAYMENTS_ERROR_CODES.providerUnavailable, SPEC_MESSAGES.tryAgainLater);
    }
    return this.orders.read(memberId, orderId);
  }

  /** Every field answers on its own; the IBAN comes back in its electronic form. */
  private checkedForm(form: DirectDebitForm, country: string): string {
    const errors: Record<string, string[]> = {};
    const required = ['account_holder', 'street', 'house_number', 'postal_code', 'city'] as const;
    for (const field of required) if (!form[field].trim()) errors[field] = ['Please fill in this field.'];
    const iban = electronicFormatIBAN(form.iban) ?? '';
    if (!isValidIBAN(iban) || !isSEPACountry(iban.slice(0, 2))) errors.iban = ['Please enter a valid IBAN.'];
    const phone = parsePhoneNumber(form.mobile.trim(), { regionCode: country });
    if (!phone.valid || !['mobile', 'fixed-line-or-mobile'].includes(phone.type ?? '')) errors.mobile = ['Please enter a valid mobile number.'];
    if (form.consent !== true) errors.consent = ['Please agree to the direct debit.'];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return iban;
  }
}
