import type { WelcomeDiscountBannerProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, RESOURCES } from '../locales';

/** WelcomeDiscountBanner: a cross-area widget of this remote, mounted by others as a single-spa parcel. Placeholder until its feature issue, which uses the contract's props (shared/contracts widgets.ts). */
function WelcomeDiscountBanner(_props: WelcomeDiscountBannerProps) {
  const { t } = useTranslation();
  return (
    <section className="rdv-card" data-widget="WelcomeDiscountBanner">
      <h2>{t('welcome_discount')}</h2>
    </section>
  );
}

export default createWidgetParcel<WelcomeDiscountBannerProps>('mfe-payments', NAMESPACE, RESOURCES, WelcomeDiscountBanner);
