import { regionName } from '@rendezvous/i18n';
import { loadedReferenceData, loadReferenceData, type ReferenceData } from '@rendezvous/api-client';
import { GENDERS, SEXUALITIES, type Gender, type Sexuality } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { fieldMessages } from '@rendezvous/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Field } from '../../../components';
import { saveSignupStep, type SignupStepData } from '../api/save-signup-step';
import { StepForm } from './step-form';

/** Country code -> its regions and the country's own word for them (loaded once per page by api-client). */
type RegionsByCountry = ReferenceData['regions'];

const FIELDS = ['gender', 'sexuality', 'special_category_consent', 'country', 'region', 'city'] as const;

/** The step's fields as the form holds them ('' for a list left at "choose"). */
const personalInfoSchema = z.object({
  gender: z.string(),
  sexuality: z.string(),
  special_category_consent: z.boolean(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
});
type PersonalInfoValues = z.infer<typeof personalInfoSchema>;

/** The site's own countries first, then every other country the service knows regions for. */
function countryOptions(siteCountries: readonly string[], regions: RegionsByCountry | null, language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const nameOf = (code: string) => names.of(code) ?? code;
  const others = Object.keys(regions ?? {})
    .filter((code) => !siteCountries.includes(code))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b), language));
  return [...siteCountries, ...others].map((code) => ({ code, name: nameOf(code) }));
}

/** Step 2: gender, sexuality and where the member lives (country, region, city). */
export function PersonalInfoStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSession((state) => state.settings);
  const siteCountries = useMemo(() => settings?.countries ?? [], [settings]);
  const [regions, setRegions] = useState<RegionsByCountry | null>(() => loadedReferenceData('regions') ?? null);
  // Where the site guesses the member lives, when it is one of the site's countries.
  const guess = settings?.geoip_selected_country ?? settings?.geoip_country ?? null;
  const firstCountry = guess && siteCountries.includes(guess) ? guess : (siteCountries[0] ?? '');

  useEffect(() => {
    if (loadedReferenceData('regions')) return undefined;
    let current = true;
    // Without the list the member can still name country and city; the region list just stays away.
    loadReferenceData('regions')
      .then((loaded) => current && setRegions(loaded))
      .catch((error: unknown) => console.error('[mfe-signup] regions unavailable', error));
    return () => {
      current = false;
    };
  }, []);

  const countries = useMemo(() => countryOptions(siteCountries, regions, i18n.language), [siteCountries, regions, i18n.language]);

  const save = async ({ gender, sexuality, special_category_consent: consent, country, region, city }: PersonalInfoValues) => {
    const data: SignupStepData['personal_info'] = {
      ...(gender ? { gender: gender as Gender } : {}),
      ...(sexuality ? { sexuality: sexuality as Sexuality, ...(consent ? { special_category_consent: true as const } : {}) } : {}),
      ...(country ? { country } : {}),
      ...(region ? { region } : {}),
      ...(city.trim() ? { city: city.trim() } : {}),
    };
    await saveSignupStep('personal_info', data);
    await onSaved();
  };

  return (
    <StepForm
      title={t('steps.personal_info.title')}
      text={t('steps.personal_info.text')}
      submitLabel={t('steps.save')}
      schema={personalInfoSchema}
      defaultValues={{ gender: '', sexuality: '', special_category_consent: false, country: firstCountry, region: '', city: '' }}
      fields={FIELDS}
      save={save}
    >
      {({ register, setValue, watch, formState: { errors } }) => {
        const [sexuality, country] = watch(['sexuality', 'country']);
        const countryRegions = country ? regions?.[country] : undefined;
        return (
          <>
            <Field label={t('fields.gender')} errors={fieldMessages(errors.gender)}>
              {(control) => (
                <select {...control} {...register('gender')} required>
                  <option value="">{t('choose')}</option>
                  {GENDERS.map((value) => (
                    <option key={value} value={value}>
                      {t(`gender.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('fields.sexuality')} errors={fieldMessages(errors.sexuality)}>
              {(control) => (
                <select {...control} {...register('sexuality')}>
                  <option value="">{t('choose')}</option>
                  {SEXUALITIES.map((value) => (
                    <option key={value} value={value}>
                      {t(`sexuality.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {sexuality && (
              <Field label={t('fields.special_category_consent')} errors={fieldMessages(errors.special_category_consent)}>
                {(control) => <input {...control} {...register('special_category_consent')} type="checkbox" required />}
              </Field>
            )}
            <Field label={t('fields.country')} errors={fieldMessages(errors.country)}>
              {(control) => (
                // Another country's regions are other regions: the chosen one goes.
                <select {...control} {...register('country', { onChange: () => setValue('region', '') })} required>
                  <option value="">{t('choose')}</option>
                  {countries.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {countryRegions && countryRegions.regions.length > 0 && (
              // Named in the country's own word: province, state, canton... (spec section 3).
              <Field label={t(`region_type.${countryRegions.region_type}`, { defaultValue: t('fields.region') })} errors={fieldMessages(errors.region)}>
                {(control) => (
                  <select {...control} {...register('region')}>
                    <option value="">{t('choose')}</option>
                    {countryRegions.regions.map((option) => (
                      <option key={option.code} value={option.name}>
                        {regionName(option.name, i18n.language)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <Field label={t('fields.city')} errors={fieldMessages(errors.city)}>
              {(control) => <input {...control} {...register('city')} type="text" autoComplete="address-level2" />}
            </Field>
          </>
        );
      }}
    </StepForm>
  );
}
