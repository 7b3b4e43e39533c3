import { REACTIVATION_WINDOW_DAYS } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { Field, FormAlert, NO_SERVER_ERRORS, readServerErrors, type ServerErrors } from '../../../components';
import type { DiscountCode } from '@rendezvous/contracts';
import { deleteAccount } from '../api/delete-account';
import { getRetentionOffer } from '../api/retention-offer';

/** Where mfe-signup says goodbye; single-spa hands the route over to that remote. */
const AFTER_DELETE_PATH = '/account-deleted';

/**
 * The delete-account flow with its retention offer (spec section 2, message topics): first the offer
 * (pausing e-mails instead), then a confirmation step that asks for the password.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('members');
  const clearSession = useSession((state) => state.clearSession);
  const { i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  // The retention offer (spec 2: delete-account flow with retention offers), shown once before the password step.
  const [offer, setOffer] = useState<DiscountCode | null>(null);
  const [askingOffer, setAskingOffer] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setErrors(NO_SERVER_ERRORS);
    try {
      await deleteAccount(password);
    } catch (error) {
      setErrors(readServerErrors(error, ['password'], t('account.generic_error')));
      setPending(false);
      return;
    }
    // The server already ended the session; a logout call would only fail, so forget it locally.
    clearSession();
    // Through single-spa, not this remote's router: a poll that met the ended session while the deletion
    // was under way has logged the member out and unmounted this screen, and its navigate would be lost.
    navigateToUrl(AFTER_DELETE_PATH);
  };

  /** A company with a delete_discount makes an offer first; without one (or when it fails) straight on. */
  const start = async () => {
    setAskingOffer(true);
    try {
      setOffer(await getRetentionOffer());
    } catch {
      setConfirming(true);
    } finally {
      setAskingOffer(false);
    }
  };

  const cancel = () => {
    setOffer(null);
    setConfirming(false);
    setPassword('');
    setErrors(NO_SERVER_ERRORS);
  };

  return (
    <section className="rdv-account__section rdv-account__section--danger" aria-labelledby="rdv-settings-delete">
      <h2 id="rdv-settings-delete">{t('settings_page.delete_title')}</h2>
      <p>{t('settings_page.delete_offer')}</p>
      <p>
        <Link to="/notifications">{t('settings_page.delete_offer_link')}</Link>
      </p>
      {confirming ? (
        <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
          <p>{t('settings_page.delete_confirm_text', { days: REACTIVATION_WINDOW_DAYS })}</p>
          <FormAlert message={errors.form} />
          <Field label={t('settings_page.delete_password')} errors={errors.fields.password}>
            {(control) => (
              <input
                {...control}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <div className="rdv-form__actions">
            <button type="submit" className="rdv-button rdv-button--danger" disabled={pending}>
              {t('settings_page.delete_submit')}
            </button>
            <button type="button" className="rdv-button rdv-button--ghost" onClick={cancel} disabled={pending}>
              {t('settings_page.delete_cancel')}
            </button>
          </div>
        </form>
      ) : offer ? (
        <div className="rdv-retention-offer" role="group" aria-label={t('settings_page.retention_title', { percent: `${offer.value_percentage}%` })}>
          <h3>{t('settings_page.retention_title', { percent: `${offer.value_percentage}%` })}</h3>
          <p>
            {t('settings_page.retention_text', {
              code: offer.code,
              date: offer.expires ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(offer.expires)) : '',
            })}
          </p>
          <div className="rdv-form__actions">
            <button type="button" className="rdv-button" onClick={() => navigateToUrl('/credits')}>
              {t('settings_page.retention_use')}
            </button>
            <button type="button" className="rdv-button rdv-button--ghost" onClick={() => setConfirming(true)}>
              {t('settings_page.retention_decline')}
            </button>
          </div>
        </div>
      ) : (
        <div className="rdv-form__actions">
          <button type="button" className="rdv-button rdv-button--ghost" onClick={() => void start()} disabled={askingOffer}>
            {t('settings_page.delete_start')}
          </button>
        </div>
      )}
    </section>
  );
}
