import type { PaymentMethodOffer } from '@rendezvous/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MethodLogo } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { useMethodLabel } from '../../../lib/method-label';

/**
 * The methods offered in the member's country and currency, each a link to /credits/{id}/{method}
 * (the route carries the choice, so back and reload keep it).
 */
export function MethodChoice({ bundleId, methods, currency, chosen }: { bundleId: number; methods: PaymentMethodOffer[]; currency: string; chosen?: string }) {
  const { t, i18n } = useTranslation('payments');
  const methodLabel = useMethodLabel();
  return (
    <nav aria-label={t('checkout.methods_label')}>
      <ul className="rdv-methods">
        {methods.map((method) => (
          <li key={method.id}>
            <Link
              className="rdv-method"
              to={`/credits/${bundleId}/${method.id}`}
              aria-current={method.id === chosen ? 'true' : undefined}
              replace={chosen !== undefined}
            >
              <MethodLogo method={method.id} />
              <span className="rdv-method__label">{methodLabel(method)}</span>
              {method.fee > 0 && <span className="rdv-method__fee">{t('checkout.fee', { fee: formatMoney(method.fee, currency, i18n.language) })}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
