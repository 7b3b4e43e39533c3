import type { CompanyInfo, CountryRegions, Interest } from '@rendezvous/contracts';
import { apiRequest } from './api-client';

/** The reference data of spec 7's calls "each loaded once, then cached": same for every member and every locale. */
export interface ReferenceData {
  /** GET /api/interests.php: the interests members pick from, with their icon ids */
  interests: Interest[];
  /** GET /api/regions.php: country code → its first-level regions and the country's word for them */
  regions: Record<string, CountryRegions>;
  /** GET /api/companyinfo.php: the operator of this site (legal pages, footer, retention offers) */
  companyInfo: CompanyInfo;
}
export type ReferenceDataName = keyof ReferenceData;

export const REFERENCE_DATA_PATHS: Readonly<Record<ReferenceDataName, string>> = {
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  companyInfo: '/api/companyinfo.php',
};

// api-client is a shared singleton (build-config shared-singletons.js): these maps are one per page,
// so the shell and every remote share one request and one copy of each list.
const pending = new Map<ReferenceDataName, Promise<unknown>>();
const loaded = new Map<ReferenceDataName, unknown>();

/**
 * One list of reference data, fetched at most once per page whoever asks first (concurrent callers
 * share the request). A failure is not kept: the next caller asks again.
 */
export function loadReferenceData<K extends ReferenceDataName>(name: K): Promise<ReferenceData[K]> {
  let request = pending.get(name) as Promise<ReferenceData[K]> | undefined;
  if (!request) {
    request = apiRequest<ReferenceData[K]>(REFERENCE_DATA_PATHS[name]).then(
      (data) => {
        loaded.set(name, data);
        return data;
      },
      (error: unknown) => {
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, request);
  }
  return request;
}

/** The list if this page loaded it before, so a screen can show it at once instead of waiting. */
export function loadedReferenceData<K extends ReferenceDataName>(name: K): ReferenceData[K] | undefined {
  return loaded.get(name) as ReferenceData[K] | undefined;
}

/** Forgets everything loaded (tests; a page never needs it). */
export function clearReferenceData(): void {
  pending.clear();
  loaded.clear();
}
