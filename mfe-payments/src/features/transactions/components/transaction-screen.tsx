import { ApiError, loadReferenceData } from '@rendezvous/api-client';
import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { getOrder } from '../../../api/payments';
import { LoadFailed, LoggedOutShop, Screen } from '../../../components';
import { formatMoney, formatPercent } from '../../../lib/money';
import { paymentKeys } from '../../../lib/payment-keys';
import { OrderStatusLabel } from './order-status-label';

const DAY_MS = 86_400_000;

/**
 * /transactions/{id}: one transaction as an invoice (the company from companyinfo.php, net, VAT rate
 * and VAT of the buyer's country), and the refund period of the site's refund_days (spec 9).
 */
export function TransactionScreen() {
  const { t, i18n } = useTranslation('payments');
  const { id = '' } = useParams();
  const loggedIn = useSession((state) => state.user !== null);
  const refundDays = useSession((state) => state.settings?.refund_days ?? 0);
  const order = useQuery({ queryKey: paymentKeys.order(id), queryFn: () => getOrder(id), enabled: loggedIn });
  const company = useQuery({ queryKey: ['reference', 'companyInfo'], queryFn: () => loadReferenceData('companyInfo'), staleTime: Infinity });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });

  let body;
  if (!loggedIn) body = <LoggedOutShop />;
  else if (order.isPending) body = <p role="status">{t('loading')}</p>;
  else if (order.isError) {
    body =
      order.error instanceof ApiError && order.error.status === 404 ? (
        <p className="rdv-alert">
          {t('transactions_page.not_found')} <Link to="/transactions">{t('transactions_page.all')}</Link>
        </p>
      ) : (
        <LoadFailed message={t('transactions_page.load_failed')} onRetry={() => void order.refetch()} />
      );
  } else {
    const data = order.data;
    const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
    const paidAt = data.paid_at ? new Date(data.paid_at) : null;
    const refundUntil = paidAt && refundDays > 0 ? new Date(paidAt.getTime() + refundDays * DAY_MS) : null;
    body = (
      <article className="rdv-invoice" aria-label={t('transactions_page.invoice')}>
        {company.data && (
          <address className="rdv-invoice__seller">
            <strong>{company.data.name}</strong>
            <br />
            {company.data.address}, {company.data.city}, {company.data.country}
            <br />
            {company.data.kvk && `${t('transactions_page.registration')} ${company.data.kvk}`}
            {company.data.vat_numbers.length > 0 && (
              <>
                <br />
                {t('transactions_page.vat_number')} {company.data.vat_numbers.join(', ')}
              </>
            )}
          </address>
        )}
        <dl className="rdv-order__lines">
          <dt>{t('transactions_page.number')}</dt>
          <dd>{data.payment_id}</dd>
          <dt>{t('transactions_page.date')}</dt>
          <dd>{date.format(new Date(data.created_at))}</dd>
          <dt>{t('transactions_page.state')}</dt>
          <dd>
            <OrderStatusLabel order={data} />
          </dd>
          <dt>{t('checkout.bundle')}</dt>
          <dd>{t('shop.credits', { count: data.credits })}</dd>
          <dt>{t('checkout.price')}</dt>
          <dd>{money(data.price)}</dd>
          {data.discount > 0 && (
            <>
              <dt>{t('checkout.discount')}</dt>
              <dd>−{money(data.discount)}</dd>
            </>
          )}
          <dt>{t('checkout.transaction_fee')}</dt>
          <dd>{money(data.fee)}</dd>
          <dt>{t('transactions_page.net')}</dt>
          <dd>{money(data.net)}</dd>
          <dt>{t('transactions_page.vat', { rate: formatPercent(data.vat_rate, i18n.language) })}</dt>
          <dd>{money(data.vat)}</dd>
          <dt className="rdv-order__total">{t('checkout.total')}</dt>
          <dd className="rdv-order__total">{money(data.total)}</dd>
        </dl>
        {refundUntil && !data.reversal && (
          <p className="rdv-payments__fine-print">{t('transactions_page.refund_period', { count: refundDays, date: date.format(refundUntil) })}</p>
        )}
        <p>
          <Link to="/transactions">{t('transactions_page.all')}</Link>
        </p>
      </article>
    );
  }
  return <Screen title={t('transactions')}>{body}</Screen>;
}
