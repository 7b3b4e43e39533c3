import { FINAL_ORDER_STATUSES, ORDER_STATUS_POLL_MS, type PaymentMethodOffer } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getOrder } from '../../../api/payments';
import { LoadFailed } from '../../../components';
import { paymentKeys } from '../../../lib/payment-keys';
import { MethodChoice } from './method-choice';
import { useRepeatOrder } from '../../../lib/use-repeat-order';

/**
 * Back from the provider (spec 4's payment order): loading, then pending ('Processing your payment',
 * asking again by itself), completed (the credits are there; the navigation's badge follows), or
 * failed/cancelled with the other methods offered. Only the provider's webhook completes an order;
 * this page only reads it.
 */
export function OrderStatus({
  paymentId,
  bundleId,
  methods,
  currency,
  repeatOf,
}: {
  paymentId: string;
  bundleId: number;
  methods: PaymentMethodOffer[];
  currency: string;
  /** the stored method of a repeat order: a failure offers to try it again, or PayPal (spec 4) */
  repeatOf?: { mandateId: string; method: string };
}) {
  const { t } = useTranslation('payments');
  const refreshUser = useSession((state) => state.refresh);
  const order = useQuery({
    queryKey: paymentKeys.order(paymentId),
    queryFn: () => getOrder(paymentId),
    refetchInterval: (query) => (query.state.data && FINAL_ORDER_STATUSES.includes(query.state.data.status) ? false : ORDER_STATUS_POLL_MS),
  });
  const status = order.data?.status;
  const retry = useRepeatOrder();

  useEffect(() => {
    // The user object carries credits and paid_user: the navigation shows them at once.
    if (status === 'paid') void refreshUser();
  }, [status, refreshUser]);

  if (order.isPending) return <p role="status">{t('loading')}</p>;
  if (order.isError) return <LoadFailed message={t('status.load_failed')} onRetry={() => void order.refetch()} />;
  if (status === 'open' || status === 'pending') {
    return (
      <div role="status" className="rdv-order-status rdv-order-status--pending">
        <span className="rdv-spinner" aria-hidden="true" />
        <p>{t('status.pending')}</p>
        {/* what is happening and what to do: a spinner alone left the member guessing (issue 31) */}
        <p>{t('status.pending_hint')}</p>
        <Link to={`/transactions/${paymentId}`}>{t('status.to_transactions')}</Link>
      </div>
    );
  }
  if (status === 'paid') {
    return (
      <div role="status" className="rdv-order-status rdv-order-status--paid">
        <h2>{t('status.completed_title')}</h2>
        <p>{t('status.completed', { count: order.data.credits })}</p>
        <Link className="rdv-button" to="/members">
          {t('status.continue')}
        </Link>
      </div>
    );
  }
  if (repeatOf) {
    return (
      <div className="rdv-order-status rdv-order-status--failed">
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {t('status.failed')}
        </p>
        <div className="rdv-form__actions">
          <button
            type="button"
            className="rdv-button"
            disabled={retry.isPending}
            onClick={() => retry.mutate({ bundleId, mandateId: repeatOf.mandateId, method: repeatOf.method })}
          >
            {t('repeat.retry')}
          </button>
          <Link className="rdv-button rdv-button--secondary" to={`/credits/${bundleId}/paypal`}>
            {t('repeat.paypal')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="rdv-order-status rdv-order-status--failed">
      <p role="alert" className="rdv-alert rdv-alert--danger">
        {t('status.failed')}
      </p>
      <h2>{t('status.other_method')}</h2>
      <MethodChoice bundleId={bundleId} methods={methods} currency={currency} />
    </div>
  );
}
