import type { PaymentOrder } from '@rendezvous/contracts';
import { useTranslation } from 'react-i18next';

/** An order's state in words: a refund or chargeback is what the member needs to know first. */
export function OrderStatusLabel({ order }: { order: Pick<PaymentOrder, 'status' | 'reversal'> }) {
  const { t } = useTranslation('payments');
  const key = order.reversal ?? order.status;
  return <span className={`rdv-order-state rdv-order-state--${key}`}>{t(`transactions_page.status.${key}`)}</span>;
}
