import type { MatchModalProps } from '@rendezvous/contracts';
import { createWidgetParcel } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, RESOURCES } from '../locales';

/** MatchModal: a cross-area widget of this remote, mounted by others as a single-spa parcel. Placeholder until its feature issue, which uses the contract's props (shared/contracts widgets.ts). */
function MatchModal(_props: MatchModalProps) {
  const { t } = useTranslation();
  return (
    <section className="rdv-card" data-widget="MatchModal">
      <h2>{t('match_modal_title')}</h2>
    </section>
  );
}

export default createWidgetParcel<MatchModalProps>('mfe-members', NAMESPACE, RESOURCES, MatchModal);
