import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Buying needs an account: prices depend on the member's country. */
export function LoggedOutShop() {
  const { t } = useTranslation('payments');
  return (
    <p className="rdv-alert">
      {t('shop.logged_out')} <Link to="/login">{t('shop.log_in')}</Link>
    </p>
  );
}
