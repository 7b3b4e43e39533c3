import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@rendezvous/api-client';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { getStoredMethods } from '../../../api/payments';
import { LoadFailed, LoggedOutShop, MethodLogo, Screen } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { paymentKeys } from '../../../lib/payment-keys';
import { useShop } from '../../../lib/use-shop';
import { useRepeatOrder } from '../../../lib/use-repeat-order';

/** The bundle and the stored card or mandate, as their radios' values. */
const repeatFormSchema = z.object({ bundle: z.string(), mandate: z.string() });
type RepeatForm = z.infer<typeof repeatFormSchema>;

/** /credits/repeat-order: the member's stored cards and mandates; one click buys again, no checkout (spec 2). */
export function RepeatOrderScreen() {
  const { t, i18n } = useTranslation('payments');
  const { loggedIn, shop } = useShop();
  const stored = useQuery({ queryKey: paymentKeys.storedMethods(), queryFn: getStoredMethods, enabled: loggedIn });
  const buy = useRepeatOrder();
  const popular = shop.data?.bundles.find((bundle) => bundle.popular) ?? shop.data?.bundles[0];
  const { register, handleSubmit } = useForm<RepeatForm>({
    resolver: zodResolver(repeatFormSchema),
    values: { bundle: String(popular?.id ?? ''), mandate: stored.data?.methods[0]?.id ?? '' },
  });

  let body;
  if (!loggedIn) body = <LoggedOutShop />;
  else if (shop.isPending || stored.isPending) body = <p role="status">{t('loading')}</p>;
  else if (shop.isError || stored.isError)
    body = <LoadFailed message={t('repeat.load_failed')} onRetry={() => void Promise.all([shop.refetch(), stored.refetch()])} />;
  else if (stored.data.methods.length === 0) {
    body = (
      <p>
        {t('repeat.none')} <Link to="/credits">{t('transactions_page.buy')}</Link>
      </p>
    );
  } else {
    const methods = stored.data.methods;
    body = (
      <form
        className="rdv-form rdv-repeat"
        aria-label={t('repeat_order')}
        onSubmit={handleSubmit(({ bundle, mandate }) => {
          const chosen = methods.find((method) => method.id === mandate);
          if (chosen) buy.mutate({ bundleId: Number(bundle), mandateId: chosen.id, method: chosen.method });
        })}
      >
        <fieldset>
          <legend>{t('direct_debit.bundle')}</legend>
          {shop.data.bundles.map((bundle) => (
            <label key={bundle.id} className="rdv-checkbox">
              <input type="radio" value={String(bundle.id)} {...register('bundle')} />
              <span>
                {t('shop.credits', { count: bundle.credits })} · {formatMoney(bundle.price, bundle.currency, i18n.language)}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('repeat.stored')}</legend>
          {methods.map((method) => (
            <label key={method.id} className="rdv-checkbox rdv-repeat__method">
              <input type="radio" value={method.id} {...register('mandate')} />
              <MethodLogo method={method.method} />
              <span>{method.label}</span>
            </label>
          ))}
        </fieldset>
        {buy.isError && (
          <p role="alert" className="rdv-alert rdv-alert--danger">
            {buy.error instanceof ApiError ? buy.error.message : t('checkout.order_failed')}
          </p>
        )}
        <p className="rdv-payments__fine-print">{t('repeat.fine_print')}</p>
        <button type="submit" className="rdv-button" disabled={buy.isPending}>
          {t('repeat.buy')}
        </button>
      </form>
    );
  }
  return <Screen title={t('repeat_order')}>{body}</Screen>;
}
