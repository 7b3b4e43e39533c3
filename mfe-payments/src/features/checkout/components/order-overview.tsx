import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@rendezvous/api-client';
import { type PaymentMethodId, WELCOME_DISCOUNT_CODE } from '@rendezvous/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { createOrder, getQuote } from '../../../api/payments';
import { LoadFailed } from '../../../components';
import { formatMoney, formatPercent } from '../../../lib/money';
import { paymentKeys } from '../../../lib/payment-keys';
import { DiscountCodeSelector } from './discount-code-selector';

/** The consent to immediate delivery must be given; its message is the catalogue's, shown below the box. */
const consentFormSchema = z.object({ consent: z.boolean().check(z.refine((checked) => checked)) });
type ConsentForm = z.infer<typeof consentFormSchema>;

/** Leaves the site for the provider's hosted checkout (a full navigation, not a route). */
export const goToCheckout = { assign: (url: string) => window.location.assign(url) };

/**
 * The order overview (spec 2): bundle, credits, discount, the method's fee, total and the VAT in it,
 * all as the server computed them; the consent to immediate delivery; then off to pay.
 */
export function OrderOverview({ bundleId, method }: { bundleId: number; method: PaymentMethodId }) {
  const { t, i18n } = useTranslation('payments');
  const [code, setCode] = useState<string | undefined>();
  const quote = useQuery({ queryKey: paymentKeys.quote(bundleId, method, code), queryFn: () => getQuote(bundleId, method, code) });
  const { register, handleSubmit, formState } = useForm<ConsentForm>({ resolver: zodResolver(consentFormSchema), defaultValues: { consent: false } });
  const pay = useMutation({
    mutationFn: () => createOrder({ bundle_id: bundleId, method, consent: true, locale: i18n.language, ...(code ? { discount_code: code } : {}) }),
    onSuccess: (order) => {
      if (order.checkout_url) goToCheckout.assign(order.checkout_url);
    },
  });

  if (quote.isPending) return <p role="status">{t('loading')}</p>;
  if (quote.isError) return <LoadFailed message={t('checkout.quote_failed')} onRetry={() => void quote.refetch()} />;
  const money = (minor: number) => formatMoney(minor, quote.data.currency, i18n.language);
  const consentError = formState.errors.consent ? t('checkout.consent_required') : null;

  return (
    <>
      <DiscountCodeSelector bundleId={bundleId} method={method} applied={code} onApply={setCode} />
      <form className="rdv-order" aria-label={t('checkout.overview_title')} onSubmit={handleSubmit(() => pay.mutate())} noValidate>
        <h2>{t('checkout.overview_title')}</h2>
        <dl className="rdv-order__lines">
          <dt>{t('checkout.bundle')}</dt>
          <dd>{t('shop.credits', { count: quote.data.credits })}</dd>
          <dt>{t('checkout.price')}</dt>
          <dd>{money(quote.data.price)}</dd>
          {quote.data.discount > 0 && (
            <>
              <dt>
                {quote.data.discount_code === WELCOME_DISCOUNT_CODE
                  ? t('checkout.welcome_discount')
                  : t('checkout.code_discount', { code: quote.data.discount_code })}
              </dt>
              <dd>−{money(quote.data.discount)}</dd>
            </>
          )}
          <dt>{t('checkout.transaction_fee')}</dt>
          <dd>{money(quote.data.fee)}</dd>
          <dt className="rdv-order__total">{t('checkout.total')}</dt>
          <dd className="rdv-order__total" data-testid="order-total">
            {money(quote.data.total)}
          </dd>
        </dl>
        <p className="rdv-payments__fine-print">
          {t('checkout.vat_line', { rate: formatPercent(quote.data.vat_rate, i18n.language), vat: money(quote.data.vat) })}
        </p>
        <label className="rdv-checkbox">
          <input
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'rdv-consent-error' : undefined}
            {...register('consent')}
          />
          <span>{t('checkout.consent')}</span>
        </label>
        {consentError && (
          <p id="rdv-consent-error" className="rdv-field__error">
            {consentError}
          </p>
        )}
        {pay.isError && (
          <p role="alert" className="rdv-alert rdv-alert--danger">
            {pay.error instanceof ApiError ? pay.error.message : t('checkout.order_failed')}
          </p>
        )}
        <button type="submit" className="rdv-button" disabled={pay.isPending || pay.isSuccess}>
          {t('checkout.pay', { total: money(quote.data.total) })}
        </button>
      </form>
    </>
  );
}
