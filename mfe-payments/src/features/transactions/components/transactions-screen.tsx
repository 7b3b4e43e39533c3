import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getTransactions } from '../../../api/payments';
import { LoadFailed, LoggedOutShop, Screen } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { useMethodLabel } from '../../../lib/method-label';
import { paymentKeys } from '../../../lib/payment-keys';
import { useShop } from '../../../lib/use-shop';
import { OrderStatusLabel } from './order-status-label';

/** /transactions: every order with date, bundle, method, amount and status, newest first (spec 2). */
export function TransactionsScreen() {
  const { t, i18n } = useTranslation('payments');
  const { loggedIn, shop } = useShop();
  const transactions = useQuery({ queryKey: paymentKeys.transactions(), queryFn: getTransactions, enabled: loggedIn });
  const labelOf = useMethodLabel();
  const methodLabel = (id: string) => labelOf({ id, label: shop.data?.methods.find((method) => method.id === id)?.label ?? id });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (!loggedIn) body = <LoggedOutShop />;
  else if (transactions.isPending) body = <p role="status">{t('loading')}</p>;
  else if (transactions.isError) body = <LoadFailed message={t('transactions_page.load_failed')} onRetry={() => void transactions.refetch()} />;
  else if (transactions.data.orders.length === 0) {
    body = (
      <p>
        {t('transactions_page.none')} <Link to="/credits">{t('transactions_page.buy')}</Link>
      </p>
    );
  } else {
    body = (
      <table className="rdv-transactions">
        <caption className="rdv-visually-hidden">{t('transactions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions_page.date')}</th>
            <th scope="col">{t('checkout.bundle')}</th>
            <th scope="col">{t('transactions_page.method')}</th>
            <th scope="col">{t('transactions_page.amount')}</th>
            <th scope="col">{t('transactions_page.state')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.data.orders.map((order) => (
            <tr key={order.payment_id}>
              <td>
                <Link to={`/transactions/${order.payment_id}`}>{date.format(new Date(order.created_at))}</Link>
              </td>
              <td>{t('shop.credits', { count: order.credits })}</td>
              <td>{methodLabel(order.method)}</td>
              <td className="rdv-transactions__amount">{formatMoney(order.amount, order.currency, i18n.language)}</td>
              <td>
                <OrderStatusLabel order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <Screen title={t('transactions')}>{body}</Screen>;
}
