import type { CountryRegions } from '@rendezvous/contracts';
import { State } from 'country-state-city';
import { SUPPORTED_COUNTRIES } from '@rendezvous/contracts';

/** Each supported country's own word for its first-level regions. */
export const REGION_TYPE_BY_COUNTRY: Record<string, string> = {
  AT: 'state', BE: 'province', CH: 'canton', DE: 'state', DK: 'region', ES: 'province', FI: 'region', FR: 'region',
  GB: 'county', IE: 'county', IT: 'region', NL: 'province', NO: 'county', PL: 'voivodeship', SE: 'county', US: 'state',
};

// The data set mixes levels in a few countries (French departments, Dutch Caribbean islands);
// keep the first-level regions people pick from.
const EXCLUDED = /^\d|^BQ|^AW|^CW|^SX/;

function buildRegions(): Record<string, CountryRegions> {
  const out: Record<string, CountryRegions> = {};
  for (const country of SUPPORTED_COUNTRIES) {
    const regions = State.getStatesOfCountry(country)
      .filter((state) => !EXCLUDED.test(state.isoCode))
      .map((state) => ({ code: state.isoCode, name: state.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    out[country] = { country, region_type: REGION_TYPE_BY_COUNTRY[country], regions };
  }
  return out;
}

let cache: Record<string, CountryRegions> | null = null;

/** Regions per supported country, built once from the offline data set. */
export function regionsByCountry(): Record<string, CountryRegions> {
  cache ??= buildRegions();
  return cache;
}
