import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { REACTIVATION_WINDOW_DAYS } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { fieldMessages } from '@rendezvous/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import * as z from 'zod/mini';
import { Field, FormAlert } from '../../../components';
import type { DiscountCode } from '@rendezvous/contracts';
import { deleteAccount } from '../api/delete-account';
import { getRetentionOffer } from '../api/retention-offer';

/** Where mfe-signup says goodbye; single-spa hands the route over to that remote. */
const AFTER_DELETE_PATH = '/account-deleted';

/** The body of DELETE /api/account. */
const deleteAccountSchema = z.object({ password: z.string() });

/**
 * The delete-account flow with its retention offer (spec section 2, message topics): first the offer
 * (pausing e-mails instead), then a confirmation step that asks for the password.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('members');
  const { i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  // The retention offer (spec 2: delete-account flow with retention offers), shown once before the password step.
  const [offer, setOffer] = useState<DiscountCode | null>(null);
  const [askingOffer, setAskingOffer] = useState(false);

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

  // The password and its errors go with the confirmation step.
  const cancel = () => {
    setOffer(null);
    setConfirming(false);
  };

  return (
    <section className="rdv-account__section rdv-account__section--danger" aria-labelledby="rdv-settings-delete">
      <h2 id="rdv-settings-delete">{t('settings_page.delete_title')}</h2>
      <p>{t('settings_page.delete_offer')}</p>
      <p>
        <Link to="/notifications">{t('settings_page.delete_offer_link')}</Link>
      </p>
      {confirming ? (
        <DeleteAccountForm onCancel={cancel} />
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

/** The confirmation step: the password, then the account is gone (undone only by the mailed link). */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('members');
  const clearSession = useSession((state) => state.clearSession);
  // Messages stay until the next try (typing re-checks nothing); focus stays where it is.
  const { register, handleSubmit, setError, formState } = useForm<z.infer<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  // Once deleted, the buttons stay off while the member is sent on.
  const pending = formState.isSubmitting || formState.isSubmitSuccessful;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password);
    } catch (error) {
      const { form } = applyServerErrors(error, ['password'], setError, t('account.generic_error'));
      if (form) setError('root.server', { message: form });
      return;
    }
    // The server already ended the session; a logout call would only fail, so forget it locally.
    clearSession();
    // Through single-spa, not this remote's router: a poll that met the ended session while the deletion
    // was under way has logged the member out and unmounted this screen, and its navigate would be lost.
    navigateToUrl(AFTER_DELETE_PATH);
  });

  return (
    <form className="rdv-form" onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <p>{t('settings_page.delete_confirm_text', { days: REACTIVATION_WINDOW_DAYS })}</p>
      <FormAlert message={errors.root?.server?.message ?? null} />
      <Field label={t('settings_page.delete_password')} errors={fieldMessages(errors.password)}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" required />}
      </Field>
      <div className="rdv-form__actions">
        <button type="submit" className="rdv-button rdv-button--danger" disabled={pending}>
          {t('settings_page.delete_submit')}
        </button>
        <button type="button" className="rdv-button rdv-button--ghost" onClick={onCancel} disabled={pending}>
          {t('settings_page.delete_cancel')}
        </button>
      </div>
    </form>
  );
}
