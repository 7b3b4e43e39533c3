import { useSession } from '@rendezvous/session-store';
import { Trans, useTranslation } from 'react-i18next';
import { Screen } from '../../../components';

/** /activate/error: 'Activation failed' with a contact hint (spec section 8). */
export function ActivationErrorScreen() {
  const { t } = useTranslation('signup');
  const supportEmail = useSession((state) => state.settings?.support_email ?? '');
  return (
    <Screen area="rdv-signup" title={t('activate_error')}>
      <p role="alert">
        {supportEmail ? (
          <Trans t={t} i18nKey="activation.contact" values={{ support_email: supportEmail }} components={{ mail: <a href={`mailto:${supportEmail}`} /> }} />
        ) : (
          t('activation.contact_generic')
        )}
      </p>
    </Screen>
  );
}
