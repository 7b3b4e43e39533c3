import type { CreditBundle, CreditShop } from '@rendezvous/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoggedOutShop } from '../../../components';
import { formatMoney } from '../../../lib/money';

/** The bundles as cards: credits, price with VAT, price per credit; each leads to paying for it. */
export function BundleList({ bundles }: { bundles: CreditBundle[] }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <ul className="rdv-bundles" aria-label={t('shop.bundles_label')}>
      {bundles.map((bundle) => (
        <li key={bundle.id} className={bundle.popular ? 'rdv-bundle rdv-bundle--popular' : 'rdv-bundle'}>
          {bundle.popular && <span className="rdv-bundle__ribbon">{t('shop.popular')}</span>}
          <h2 className="rdv-bundle__credits">{t('shop.credits', { count: bundle.credits })}</h2>
          <p className="rdv-bundle__price">{formatMoney(bundle.price, bundle.currency, i18n.language)}</p>
          <p className="rdv-bundle__per-credit">{t('shop.per_credit', { price: formatMoney(bundle.price_per_credit, bundle.currency, i18n.language) })}</p>
          <Link className="rdv-button" to={`/credits/${bundle.id}`} aria-label={t('shop.choose_bundle', { count: bundle.credits })}>
            {t('shop.choose')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop's bundles as /credits, /premium and /pricing show them: the login hint, the first load,
 * a failed load, or the bundles (after what the screen puts before them) with the VAT line.
 */
export function ShopBundles({ loggedIn, shop, before }: { loggedIn: boolean; shop: UseQueryResult<CreditShop>; before?: (shop: CreditShop) => ReactNode }) {
  const { t } = useTranslation('payments');
  if (!loggedIn) return <LoggedOutShop />;
  if (shop.isPending) return <p role="status">{t('loading')}</p>;
  if (shop.isError) return <LoadFailed message={t('shop.load_failed')} onRetry={() => void shop.refetch()} />;
  return (
    <>
      {before?.(shop.data)}
      <BundleList bundles={shop.data.bundles} />
      <p className="rdv-payments__fine-print">{t('shop.vat_included')}</p>
    </>
  );
}
