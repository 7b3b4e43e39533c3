import { ApiError } from '@rendezvous/api-client';
import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';
import { useSession } from '@rendezvous/session-store';
import { useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryRegionFields, Field } from '../../../components';
import { geocode } from '../api/own-profile';
import type { ProfileFormInput, ProfileFormValues } from '../lib/profile-form';

/** Spec 9: a position up to an hour old is good enough for the country, region and city. */
export const GEOLOCATION_MAXIMUM_AGE_MS = 3_600_000;

type Located = { kind: 'found' | 'unknown' | 'denied' | 'unavailable' };

/** Where the member lives: every country the product serves, that country's regions in its own word, the city; or the browser's position. */
export function LocationFields({ fieldErrors }: { fieldErrors: (name: 'country' | 'region' | 'city') => string[] | undefined }) {
  const { t } = useTranslation('members');
  const { register, setValue, control, formState } = useFormContext<ProfileFormInput, unknown, ProfileFormValues>();
  // The contract cannot clear a country: "not set" is only offered where none was ever given.
  const countryGiven = Boolean(formState.defaultValues?.country);
  const siteCountries = useSession((state) => state.settings?.countries);
  const { field: country } = useController({ control, name: 'country' });
  const { field: region } = useController({ control, name: 'region' });
  const [locating, setLocating] = useState(false);
  const [located, setLocated] = useState<Located | null>(null);

  const countries = useMemo(() => {
    // Every country the product serves, as signup offers them (issue 31: the site's two were all a
    // member could move to here, where signup had offered sixteen).
    const codes = new Set<string>([...(siteCountries ?? []), ...SUPPORTED_COUNTRIES]);
    // A member who lives elsewhere keeps their country on the list.
    if (country.value) codes.add(country.value);
    return [...codes];
  }, [siteCountries, country.value]);

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
      <CountryRegionFields
        countries={countries}
        country={{
          ...country,
          onChange: (code) => {
            country.onChange(code || undefined);
            // Another country has other regions.
            setValue('region', null, { shouldDirty: true });
          },
        }}
        countryPlaceholder={countryGiven ? undefined : t('own_profile_page.not_set')}
        countryErrors={fieldErrors('country')}
        // The contract clears a region with null.
        region={{ ...region, onChange: (name) => region.onChange(name || null) }}
        regionPlaceholder={t('own_profile_page.not_set')}
        regionErrors={fieldErrors('region')}
      />
      <Field label={t('own_profile_page.city')} errors={fieldErrors('city')}>
        {(fieldControl) => <input {...fieldControl} type="text" autoComplete="address-level2" maxLength={100} {...register('city')} />}
      </Field>
    </fieldset>
  );
}
