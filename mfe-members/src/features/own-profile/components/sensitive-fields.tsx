import { ApiError } from '@rendezvous/api-client';
import { SEXUALITIES, type OwnProfile } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Field, InterestPicker } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { withdrawConsent } from '../api/own-profile';
import type { ProfileFormInput, ProfileFormValues } from '../lib/profile-form';

const orNull = (value: unknown) => (value === '' ? null : value);

export interface SensitiveFieldsProps {
  profile: OwnProfile;
  /** the member gives a sexuality or a sex-related interest without recorded consent, or the server asked for consent */
  consentNeeded: boolean;
  fieldErrors: (name: 'sexuality' | 'interests') => string[] | undefined;
  /** the consent was withdrawn and the data erased (the profile's cache holds the server's answer) */
  onWithdrawn: () => void;
}

/**
 * Sexuality and interests: special-category data (GDPR art. 9). Storing a sexuality or a sex-related
 * interest needs the member's explicit consent, asked right here with a box nobody ticked for them;
 * recorded consent can be withdrawn here too, which erases that data.
 */
export function SensitiveFields({ profile, consentNeeded, fieldErrors, onWithdrawn }: SensitiveFieldsProps) {
  const { t } = useTranslation('members');
  const siteName = useSession((state) => state.settings?.name ?? 'Rendezvous');
  const { register, control, formState } = useFormContext<ProfileFormInput, unknown, ProfileFormValues>();
  const consentError = formState.errors.special_category_consent?.message;
  const consentErrorId = useId();

  return (
    <fieldset className="rdv-own-profile__group">
      <legend>{t('own_profile_page.sensitive.title')}</legend>
      <p className="rdv-field__hint">{t('own_profile_page.sensitive.hint')}</p>
      <Field label={t('profile_page.fields.sexuality')} errors={fieldErrors('sexuality')}>
        {(fieldControl) => (
          <select {...fieldControl} {...register('sexuality', { setValueAs: orNull })}>
            <option value="">{t('own_profile_page.not_set')}</option>
            {SEXUALITIES.map((value) => (
              <option key={value} value={value}>
                {t(`profile_page.values.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="rdv-fieldset" aria-invalid={fieldErrors('interests') ? true : undefined}>
        <legend>{t('profile_page.fields.interests')}</legend>
        <Controller
          control={control}
          name="interests"
          render={({ field }) => <InterestPicker name={field.name} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
        />
        {fieldErrors('interests') && <p className="rdv-field__error">{fieldErrors('interests')?.join(' ')}</p>}
      </fieldset>
      {consentNeeded ? (
        <div className="rdv-consent">
          <label className="rdv-checkbox">
            <input
              type="checkbox"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? consentErrorId : undefined}
              {...register('special_category_consent')}
            />
            <span>{t('own_profile_page.consent.label', { site: siteName })}</span>
          </label>
          {consentError && (
            <p id={consentErrorId} className="rdv-field__error">
              {consentError}
            </p>
          )}
        </div>
      ) : (
        profile.special_category_consent_at && <ConsentGiven profile={profile} onWithdrawn={onWithdrawn} />
      )}
    </fieldset>
  );
}

/** When the consent was given, and the way to withdraw it (DELETE /api/members/profile/consent), after a confirmation. */
function ConsentGiven({ profile, onWithdrawn }: { profile: OwnProfile; onWithdrawn: () => void }) {
  const { t, i18n } = useTranslation('members');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation({
    mutationFn: withdrawConsent,
    onSuccess: (answer) => {
      setConfirming(false);
      queryClient.setQueryData(memberKeys.ownProfile(), answer);
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(answer.id) });
      onWithdrawn();
    },
  });
  const given = profile.special_category_consent_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(profile.special_category_consent_at))
    : '';
  return (
    <div className="rdv-consent">
      <p>{t('own_profile_page.consent.given', { date: given })}</p>
      <div className="rdv-form__actions">
        <button type="button" className="rdv-button rdv-button--ghost" onClick={() => setConfirming(true)}>
          {t('own_profile_page.consent.withdraw')}
        </button>
      </div>
      {withdraw.isError && (
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {withdraw.error instanceof ApiError && withdraw.error.envelope.message ? withdraw.error.envelope.message : t('account.generic_error')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('own_profile_page.consent.withdraw_title')}
        text={t('own_profile_page.consent.withdraw_text')}
        confirmLabel={t('own_profile_page.consent.withdraw_confirm')}
        cancelLabel={t('own_profile_page.cancel')}
        pending={withdraw.isPending}
        danger
        onConfirm={() => withdraw.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
