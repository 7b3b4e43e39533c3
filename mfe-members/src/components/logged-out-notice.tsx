import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Account screens belong to a member; anyone else is pointed to the login. */
export function LoggedOutNotice() {
  const { t } = useTranslation('members');
  return (
    <p className="rdv-alert rdv-alert--info">
      {t('account.logged_out')} <Link to="/login">{t('account.login_link')}</Link>
    </p>
  );
}
