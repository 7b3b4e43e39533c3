import type { GiftPickerProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, RESOURCES } from '../locales';

/** GiftPicker: a cross-area widget of this remote, mounted by others as a single-spa parcel. Placeholder until its feature issue, which uses the contract's props (shared/contracts widgets.ts). */
function GiftPicker(_props: GiftPickerProps) {
  const { t } = useTranslation();
  return (
    <section className="rdv-card" data-widget="GiftPicker">
      <h2>{t('gift_picker')}</h2>
    </section>
  );
}

export default createWidgetParcel<GiftPickerProps>('mfe-chat', NAMESPACE, RESOURCES, GiftPicker);
