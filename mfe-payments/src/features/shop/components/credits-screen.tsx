import { useTranslation } from 'react-i18next';
import { LoadFailed, Screen } from '../../../components';
import { useShop } from '../use-shop';
import { BundleList } from './bundle-list';
import { LoggedOutShop } from './logged-out-shop';

/** /credits: the member's balance and the bundles to buy (spec 2). */
export function CreditsScreen() {
  const { t } = useTranslation('payments');
  const { loggedIn, shop } = useShop();
  return (
    <Screen title={t('credits')}>
      {!loggedIn ? (
        <LoggedOutShop />
      ) : shop.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : shop.isError ? (
        <LoadFailed message={t('shop.load_failed')} onRetry={() => void shop.refetch()} />
      ) : (
        <>
          <p className="rdv-payments__balance">{t('shop.balance', { count: shop.data.credits })}</p>
          <BundleList bundles={shop.data.bundles} />
          <p className="rdv-payments__fine-print">{t('shop.vat_included')}</p>
        </>
      )}
    </Screen>
  );
}
