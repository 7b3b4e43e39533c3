import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@rendezvous/api-client';
import { GENDERS, MEMBERS_ERROR_CODES, type OwnProfile } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert } from '../../../components';
import { memberKeys } from '../../../lib/member-keys';
import { updateOwnProfile } from '../api/own-profile';
import {
  changedFields,
  needsConsent,
  OPTION_FIELDS,
  PROFILE_FIELDS,
  profileFormSchema,
  toFormValues,
  type OptionField,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../lib/profile-form';
import { LocationFields } from './location-fields';
import { SensitiveFields } from './sensitive-fields';

/** The contract's bounds (ownProfileUpdateSchema), shown as the fields' own limits. */
const ABOUT_ME_MAX = 2000;
const REASON_MAX = 200;

const orNull = (value: unknown) => (value === '' ? null : value);
const orUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * "About you": every field of the own profile a member edits (spec 3), validated by the contract's
 * schema and saved with PUT /api/members/profile, which receives only what changed.
 */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const headingId = useId();
  const counterId = useId();
  const refreshUser = useSession((state) => state.refresh);
  const initial = useMemo(() => toFormValues(profile), [profile]);
  const resolver = useMemo(
    () =>
      zodResolver(profileFormSchema, {
        // The contract's own messages are for developers; the member reads these.
        error: (issue) => (issue.code === 'too_big' ? t('own_profile_page.too_long', { max: Number(issue.maximum) }) : t('own_profile_page.invalid')),
      }),
    [t],
  );
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({ resolver, defaultValues: initial });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  // The server asked for consent the form did not see coming (422 MEMBER.CONSENT_REQUIRED): ask from now on.
  const [consentAsked, setConsentAsked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sexuality, interests, aboutMe] = useWatch({ control, name: ['sexuality', 'interests', 'about_me'] });
  // The server has the last word: a consent it no longer has (withdrawn in another tab) is asked for again.
  const consentNeeded = consentAsked || needsConsent(initial, { sexuality, interests }, profile.special_category_consent_at);

  // A saved or withdrawn profile is the new starting point.
  useEffect(() => {
    reset(initial);
    setConsentAsked(false);
  }, [initial, reset]);

  const save = useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(memberKeys.ownProfile(), saved);
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(saved.id) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.searches() });
      // Search defaults and the shell read the member's gender and country from the session's user.
      refreshUser().catch((error: unknown) => console.error('[mfe-members] session refresh failed', error));
      setNotice(t('own_profile_page.saved'));
    },
    onError: (error) => {
      const errors = applyServerErrors(error, PROFILE_FIELDS, setError, t('account.generic_error'));
      if (errors.code === MEMBERS_ERROR_CODES.consentRequired) setConsentAsked(true);
      setFormError(errors.form);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    setFormError(null);
    if (consentNeeded && !values.special_category_consent) {
      setError('special_category_consent', { message: t('own_profile_page.consent.required') });
      return;
    }
    const update = changedFields(initial, values);
    if (Object.keys(update).length === 0) {
      setNotice(t('own_profile_page.nothing_changed'));
      return;
    }
    save.mutate(consentNeeded ? { ...update, special_category_consent: true } : update);
  });

  const fieldErrors = (name: keyof ProfileFormInput) => {
    const message = formState.errors[name]?.message;
    return message ? [message] : undefined;
  };
  const optionSelect = (field: OptionField) => (
    <Field key={field} label={t(`profile_page.fields.${field}`)} errors={fieldErrors(field)}>
      {(fieldControl) => (
        <select {...fieldControl} {...register(field, { setValueAs: orNull })}>
          <option value="">{t('own_profile_page.not_set')}</option>
          {OPTION_FIELDS[field].map((value) => (
            <option key={value} value={value}>
              {t(`profile_page.options.${field}.${value}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <section className="rdv-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('own_profile_page.about_title')}</h2>
      <FormProvider {...form}>
        <form className="rdv-form" aria-labelledby={headingId} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
          <div className="rdv-own-profile__grid">
            <Field label={t('profile_page.fields.gender')} errors={fieldErrors('gender')}>
              {(fieldControl) => (
                <select {...fieldControl} {...register('gender', { setValueAs: orUndefined })}>
                  {/* The contract cannot clear a gender once given: "not set" only until then. */}
                  {!initial.gender && <option value="">{t('own_profile_page.not_set')}</option>}
                  {GENDERS.map((value) => (
                    <option key={value} value={value}>
                      {t(`profile_page.values.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {(Object.keys(OPTION_FIELDS) as OptionField[]).map(optionSelect)}
          </div>
          <SensitiveFields
            profile={profile}
            consentNeeded={consentNeeded}
            fieldErrors={fieldErrors}
            onWithdrawn={() => setNotice(t('own_profile_page.consent.withdrawn'))}
          />
          <LocationFields fieldErrors={fieldErrors} />
          <Field label={t('profile_page.notes.reason_for_signup')} errors={fieldErrors('reason')}>
            {(fieldControl) => <input {...fieldControl} type="text" maxLength={REASON_MAX} {...register('reason')} />}
          </Field>
          <Field label={t('profile_page.notes.about_me')} errors={fieldErrors('about_me')}>
            {(fieldControl) => (
              <>
                <textarea
                  {...fieldControl}
                  aria-describedby={[fieldControl['aria-describedby'], counterId].filter(Boolean).join(' ')}
                  maxLength={ABOUT_ME_MAX}
                  rows={6}
                  {...register('about_me')}
                />
                <p id={counterId} className="rdv-own-profile__counter">
                  {t('own_profile_page.characters', { length: (aboutMe ?? '').length, max: ABOUT_ME_MAX })}
                </p>
              </>
            )}
          </Field>
          <FormAlert message={formError} />
          {notice && (
            <p role="status" className="rdv-alert rdv-alert--success">
              {notice}
            </p>
          )}
          <div className="rdv-form__actions">
            <button type="submit" className="rdv-button" disabled={save.isPending}>
              {save.isPending ? t('own_profile_page.saving') : t('own_profile_page.save')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
