import { SUPPORTED_COUNTRIES, type CountryRegions } from '@rendezvous/contracts';
import { FIRST_LEVEL_REGIONS, regionsOf } from './first-level-regions';

function buildRegions(): Record<string, CountryRegions> {
  return Object.fromEntries(
    SUPPORTED_COUNTRIES.map((country) => [country, { country, region_type: FIRST_LEVEL_REGIONS[country].regionType, regions: regionsOf(country) }]),
  );
}

let cache: Record<string, CountryRegions> | null = null;

/** Regions per supported country with the country's own word for a region, built once from the curated list. */
export function regionsByCountry(): Record<string, CountryRegions> {
  cache ??= buildRegions();
  return cache;
}
