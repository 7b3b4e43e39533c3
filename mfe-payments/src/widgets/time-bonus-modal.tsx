import type { TimeBonusModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, RESOURCES } from '../locales';

/** TimeBonusModal: a cross-area widget of this remote, mounted by others as a single-spa parcel. Placeholder until its feature issue, which uses the contract's props (shared/contracts widgets.ts). */
function TimeBonusModal(_props: TimeBonusModalProps) {
  const { t } = useTranslation();
  return (
    <section className="rdv-card" data-widget="TimeBonusModal">
      <h2>{t('time_bonus')}</h2>
    </section>
  );
}

export default createWidgetParcel<TimeBonusModalProps>('mfe-payments', NAMESPACE, RESOURCES, TimeBonusModal);
