import { isPaymentMethodId } from '@rendezvous/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadFailed, LoggedOutShop, Screen } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { useShop } from '../../../lib/use-shop';
import { MethodChoice } from './method-choice';
import { OrderOverview } from './order-overview';
import { OrderStatus } from './order-status';

/**
 * /credits/{id}/{paymentmethod?}: the payment method choice and the order overview (spec 2); with
 * ?payment_id=… (the provider sends the member back here) the payment's outcome.
 */
export function PayScreen() {
  const { t, i18n } = useTranslation('payments');
  const params = useParams();
  const [search] = useSearchParams();
  const paymentId = search.get('payment_id');
  const { loggedIn, shop } = useShop();
  const bundleId = Number(params.id);
  const bundle = shop.data?.bundles.find((candidate) => candidate.id === bundleId);
  const offered = shop.data?.methods.find((method) => method.id === params.paymentmethod);

  let body;
  if (!loggedIn) body = <LoggedOutShop />;
  else if (shop.isPending) body = <p role="status">{t('loading')}</p>;
  else if (shop.isError) body = <LoadFailed message={t('shop.load_failed')} onRetry={() => void shop.refetch()} />;
  else if (!bundle) {
    body = (
      <p className="rdv-alert">
        {t('checkout.no_bundle')} <Link to="/credits">{t('checkout.all_bundles')}</Link>
      </p>
    );
  } else if (paymentId) {
    const mandateId = search.get('repeat');
    body = (
      <OrderStatus
        key={paymentId}
        paymentId={paymentId}
        bundleId={bundle.id}
        methods={shop.data.methods}
        currency={shop.data.currency}
        repeatOf={mandateId && params.paymentmethod ? { mandateId, method: params.paymentmethod } : undefined}
      />
    );
  } else {
    body = (
      <>
        <p className="rdv-payments__chosen">
          {t('checkout.chosen_bundle', { count: bundle.credits, price: formatMoney(bundle.price, bundle.currency, i18n.language) })}{' '}
          <Link to="/credits">{t('checkout.change_bundle')}</Link>
        </p>
        <h2>{t('checkout.methods_title')}</h2>
        <MethodChoice bundleId={bundle.id} methods={shop.data.methods} currency={shop.data.currency} chosen={offered?.id} />
        {/* SEPA direct debit has its own form (/directdebit), not a provider's checkout: reachable from here (issue 31) */}
        {shop.data.currency === 'EUR' && (
          <p>
            <Link to={`/directdebit?bundle=${bundle.id}`}>{t('checkout.direct_debit_link')}</Link>
          </p>
        )}
        {params.paymentmethod && !offered && <p className="rdv-alert">{t('checkout.method_not_offered')}</p>}
        {offered && isPaymentMethodId(offered.id) && <OrderOverview bundleId={bundle.id} method={offered.id} />}
      </>
    );
  }
  return <Screen title={t('pay')}>{body}</Screen>;
}
