import { regionName } from '@rendezvous/i18n';
import { loadReferenceData } from '@rendezvous/api-client';
import { Field } from '@rendezvous/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A select's tie to its form field (react-hook-form's `useController` field, or anything shaped like
 * it). The forms differ in what "nothing chosen" is (undefined, null or ''), so `onChange` gets the
 * select's raw value and each form maps it.
 */
export interface SelectFieldBinding {
  name: string;
  value: string | null | undefined;
  ref: Ref<HTMLSelectElement>;
  onBlur: () => void;
  onChange: (value: string) => void;
}

export interface CountryRegionFieldsProps {
  /** the country codes to offer (ISO 3166-1 alpha-2); shown by their names in the locale, sorted */
  countries: readonly string[];
  country: SelectFieldBinding;
  /** the empty first option's text; none is offered without it (the forms differ in when "nothing" may be chosen) */
  countryPlaceholder?: string;
  countryErrors?: string[];
  region: SelectFieldBinding;
  /** the empty first option's text: the region may always be left out */
  regionPlaceholder: string;
  regionHint?: string;
  regionErrors?: string[];
}

/**
 * The country select and, once that country has regions, the region select labelled with the country's
 * own word for them (province, state, canton, ...) as regions.php names it. Shared by the own profile
 * and the match finder so both offer the same countries and regions under the same labels.
 * Both selects are controlled: a country set from outside (the geocoder) may join the options in the
 * same render that chooses it.
 */
export function CountryRegionFields({
  countries,
  country,
  countryPlaceholder,
  countryErrors,
  region,
  regionPlaceholder,
  regionHint,
  regionErrors,
}: CountryRegionFieldsProps) {
  const { t, i18n } = useTranslation('members');
  const regions = useQuery({ queryKey: ['reference', 'regions'], queryFn: () => loadReferenceData('regions'), staleTime: Infinity });
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return countries.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [countries, i18n.language]);
  const countryRegions = country.value ? regions.data?.[country.value] : undefined;
  const chosenRegion = region.value;
  const regionNames = useMemo(() => {
    const names = countryRegions?.regions.map((option) => option.name) ?? [];
    // A stored (or geocoded) region the list spells otherwise, or does not know, still shows as chosen.
    return chosenRegion && !names.includes(chosenRegion) ? [chosenRegion, ...names] : names;
  }, [countryRegions, chosenRegion]);

  return (
    <div className="rdv-own-profile__grid">
      <Field label={t('search_page.country')} errors={countryErrors}>
        {(fieldControl) => (
          <select
            {...fieldControl}
            name={country.name}
            ref={country.ref}
            onBlur={country.onBlur}
            value={country.value ?? ''}
            onChange={(event) => country.onChange(event.target.value)}
          >
            {countryPlaceholder !== undefined && <option value="">{countryPlaceholder}</option>}
            {countryNames.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {regionNames.length > 0 && (
        <Field
          label={
            countryRegions ? t(`search_page.region_type.${countryRegions.region_type}`, { defaultValue: t('search_page.region') }) : t('search_page.region')
          }
          hint={regionHint}
          errors={regionErrors}
        >
          {(fieldControl) => (
            <select
              {...fieldControl}
              name={region.name}
              ref={region.ref}
              onBlur={region.onBlur}
              value={region.value ?? ''}
              onChange={(event) => region.onChange(event.target.value)}
            >
              <option value="">{regionPlaceholder}</option>
              {regionNames.map((name) => (
                <option key={name} value={name}>
                  {regionName(name, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
