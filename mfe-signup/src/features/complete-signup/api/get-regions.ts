import { apiRequest } from '@rendezvous/api-client';
import type { CountryRegions } from '@rendezvous/contracts';

/** Country code -> its regions and the country's own word for them, as GET /api/regions.php answers. */
export type RegionsByCountry = Record<string, CountryRegions>;

let pending: Promise<RegionsByCountry> | null = null;
let loaded: RegionsByCountry | null = null;

/** GET /api/regions.php, loaded once and then cached (spec section 7); a failure is not cached. */
export function getRegions(): Promise<RegionsByCountry> {
  pending ??= apiRequest<RegionsByCountry>('/api/regions.php').then(
    (regions) => (loaded = regions),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The regions if they were loaded before, so a screen can show them at once. */
export function loadedRegions(): RegionsByCountry | null {
  return loaded;
}
