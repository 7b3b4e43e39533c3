import { NavLink } from '@rendezvous/remote-kit';
import { useTranslation } from 'react-i18next';

/**
 * For an unconfirmed member whose signup steps are not done (issue 31, defect 8): the activation mail
 * goes out only after the last step (docs/product-rules.md section 2, activation last), so this banner
 * leads back to the steps instead of pointing at a mail that was never sent.
 */
export function FinishSignupAlert() {
  const { t } = useTranslation('common');
  return (
    <div className="rdv-alert rdv-alert--info">
      <p>{t('alerts.finish_signup.text')}</p>
      <NavLink className="rdv-button" href="/complete-signup">
        {t('alerts.finish_signup.link')}
      </NavLink>
    </div>
  );
}
