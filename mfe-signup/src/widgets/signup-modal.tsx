import { createWidgetParcel } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, RESOURCES } from '../locales';

/** SignupModal: a cross-area widget of this remote, mounted by others as a single-spa parcel. Placeholder until its feature issue. */
function SignupModal() {
  const { t } = useTranslation();
  return (
    <section className="rdv-card" data-widget="SignupModal">
      <h2>{t('signup_modal')}</h2>
    </section>
  );
}

export default createWidgetParcel('mfe-signup', NAMESPACE, RESOURCES, SignupModal);
