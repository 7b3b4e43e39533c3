import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components';
import { useShop } from '../../../lib/use-shop';
import { ShopBundles } from './bundle-list';

const BENEFITS = ['photos', 'conversations', 'badge', 'stays'] as const;

/**
 * /premium and /pricing: what premium gives and what it costs. Any bundle makes a member premium
 * for good (spec 1), so the prices are the bundles.
 */
export function PremiumScreen({ titleKey }: { titleKey: 'premium' | 'pricing' }) {
  const { t } = useTranslation('payments');
  const { loggedIn, shop } = useShop();
  return (
    <Screen title={t(titleKey)}>
      {shop.data?.paid_user && <p className="rdv-alert rdv-alert--success">{t('premium_page.already_premium')}</p>}
      <h2>{t('premium_page.benefits_title')}</h2>
      <ul className="rdv-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`premium_page.benefits.${benefit}`)}</li>
        ))}
      </ul>
      <h2>{t('premium_page.prices_title')}</h2>
      <ShopBundles loggedIn={loggedIn} shop={shop} />
    </Screen>
  );
}
