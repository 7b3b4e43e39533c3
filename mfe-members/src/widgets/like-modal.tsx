import type { LikeModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, RESOURCES } from '../locales';

/** LikeModal: a cross-area widget of this remote, mounted by others as a single-spa parcel. Placeholder until its feature issue, which uses the contract's props (shared/contracts widgets.ts). */
function LikeModal(_props: LikeModalProps) {
  const { t } = useTranslation();
  return (
    <section className="rdv-card" data-widget="LikeModal">
      <h2>{t('like_modal_text')}</h2>
    </section>
  );
}

export default createWidgetParcel<LikeModalProps>('mfe-members', NAMESPACE, RESOURCES, LikeModal);
