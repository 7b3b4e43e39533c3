import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components';
import { useShop } from '../../../lib/use-shop';
import { ShopBundles } from './bundle-list';

/** /credits: the member's balance and the bundles to buy (spec 2). */
export function CreditsScreen() {
  const { t } = useTranslation('payments');
  const { loggedIn, shop } = useShop();
  return (
    <Screen title={t('credits')}>
      <ShopBundles loggedIn={loggedIn} shop={shop} before={(data) => <p className="rdv-payments__balance">{t('shop.balance', { count: data.credits })}</p>} />
    </Screen>
  );
}
