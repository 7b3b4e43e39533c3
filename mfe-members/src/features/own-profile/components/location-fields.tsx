import { ApiError, loadReferenceData } from '@rendezvous/api-client';
import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components';
import { geocode } from '../api/own-profile';
import type { ProfileFormInput, ProfileFormValues } from '../lib/profile-form';

/** Spec 9: a position up to an hour old is good enough for the country, region and city. */
export const GEOLOCATION_MAXIMUM_AGE_MS = 3_600_000;

type Located = { kind: 'found' | 'unknown' | 'denied' | 'unavailable' };

/** Where the member lives: the site's countries, that country's regions in its own word, the city; or the browser's position. */
export function LocationFields({ fieldErrors }: { fieldErrors: (name: 'country' | 'region' | 'city') => string[] | undefined }) {
  const { t, i18n } = useTranslation('members');
  const { register, setValue, control, formState } = useFormContext<ProfileFormInput, unknown, ProfileFormValues>();
  // The contract cannot clear a country: "not set" is only offered where none was ever given.
  const countryGiven = Boolean(formState.defaultValues?.country);
  const siteCountries = useSession((state) => state.settings?.countries);
  const [country, region] = useWatch({ control, name: ['country', 'region'] });
  const [locating, setLocating] = useState(false);
  const [located, setLocated] = useState<Located | null>(null);
  const regions = useQuery({ queryKey: ['reference', 'regions'], queryFn: () => loadReferenceData('regions'), staleTime: Infinity });

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const codes = new Set<string>(siteCountries && siteCountries.length > 0 ? siteCountries : SUPPORTED_COUNTRIES);
    // A member who lives elsewhere keeps their country on the list.
    if (country) codes.add(country);
    return [...codes].map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [siteCountries, country, i18n.language]);
  const countryRegions = country ? regions.data?.[country] : undefined;
  const regionNames = useMemo(() => {
    const names = countryRegions?.regions.map((option) => option.name) ?? [];
    // A stored (or geocoded) region the list does not know still shows as chosen.
    return region && !names.includes(region) ? [region, ...names] : names;
  }, [countryRegions, region]);

  const locateMe = () => {
    setLocated(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        geocode(position.coords.latitude, position.coords.longitude)
          .then((place) => {
            if (!place) {
              setLocated({ kind: 'unknown' });
              return;
            }
            const options = { shouldDirty: true, shouldValidate: true };
            setValue('country', place.country, options);
            setValue('region', place.region || null, options);
            setValue('city', place.city, options);
            setLocated({ kind: 'found' });
          })
          .catch((error: unknown) => setLocated({ kind: error instanceof ApiError && error.status < 500 ? 'unknown' : 'unavailable' }))
          .finally(() => setLocating(false));
      },
      (error) => {
        setLocating(false);
        setLocated({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
    );
  };

  return (
    <fieldset className="rdv-own-profile__group">
      <legend>{t('profile_page.fields.location')}</legend>
      {typeof navigator !== 'undefined' && 'geolocation' in navigator && (
        <div className="rdv-form__actions">
          <button type="button" className="rdv-button rdv-button--ghost" disabled={locating} onClick={locateMe}>
            {locating ? t('own_profile_page.location.locating') : t('own_profile_page.location.use_mine')}
          </button>
        </div>
      )}
      {located?.kind === 'found' && (
        <p role="status" className="rdv-alert rdv-alert--info">
          {t('own_profile_page.location.found')}
        </p>
      )}
      {located && located.kind !== 'found' && (
        <p role="alert" className="rdv-alert rdv-alert--danger">
          {t(`own_profile_page.location.${located.kind}`)}
        </p>
      )}
      <div className="rdv-own-profile__grid">
        <Field label={t('search_page.country')} errors={fieldErrors('country')}>
          {(fieldControl) => (
            // Controlled: a geocoded country may join the options in the same render that chooses it.
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <select
                  {...fieldControl}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  onChange={(event) => {
                    field.onChange(event.target.value || undefined);
                    setValue('region', null, { shouldDirty: true });
                  }}
                >
                  {!countryGiven && <option value="">{t('own_profile_page.not_set')}</option>}
                  {countries.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </Field>
        {regionNames.length > 0 && (
          // The country's own word for its regions (province, state, canton, ...), as regions.php names it.
          <Field label={countryRegions ? t(`search_page.region_type.${countryRegions.region_type}`, { defaultValue: t('search_page.region') }) : t('search_page.region')} errors={fieldErrors('region')}>
            {(fieldControl) => (
              <Controller
                control={control}
                name="region"
                render={({ field }) => (
                  <select {...fieldControl} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value || null)}>
                    <option value="">{t('own_profile_page.not_set')}</option>
                    {regionNames.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              />
            )}
          </Field>
        )}
      </div>
      <Field label={t('own_profile_page.city')} errors={fieldErrors('city')}>
        {(fieldControl) => <input {...fieldControl} type="text" autoComplete="address-level2" maxLength={100} {...register('city')} />}
      </Field>
    </fieldset>
  );
}
