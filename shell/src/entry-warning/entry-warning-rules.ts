import type { LayoutName } from '@rendezvous/route-table';
import type { SiteSettings } from '@rendezvous/contracts';

/** localStorage key holding the ISO timestamp of the visitor's 'Enter' (spec 2: "Dismissal is remembered with a timestamp"). */
export const ENTRY_WARNING_DISMISSED_KEY = 'rdv:site-entry-dismissed-at';

/** Spec 2: "Entry warning is also configured for countries NL and DE on chat, lander and empty layouts". */
export const FIXED_ENTRY_WARNING_COUNTRIES: readonly string[] = ['NL', 'DE'];

/** The default layout follows the site's configured list; the others use the spec's fixed NL and DE list. */
export function entryWarningCountries(layout: LayoutName, settings: Pick<SiteSettings, 'countries'> | null): readonly string[] {
  return layout === 'default' ? (settings?.countries ?? []) : FIXED_ENTRY_WARNING_COUNTRIES;
}

export interface EntryWarningInput {
  loggedIn: boolean;
  installedApp: boolean;
  dismissedAt: string | null;
  settings: Pick<SiteSettings, 'enable_site_entry_popup' | 'geoip_country' | 'geoip_selected_country'> | null;
  countries: readonly string[];
}

/**
 * Spec 2: shown once to logged-out visitors not in an installed app, unless dismissed earlier, the
 * setting is 'no', or the visitor's country is outside the list. An unknown country counts as inside:
 * without GeoIP, warning is the safe default for an adult site.
 */
export function shouldShowEntryWarning({ loggedIn, installedApp, dismissedAt, settings, countries }: EntryWarningInput): boolean {
  if (loggedIn || installedApp || dismissedAt !== null) return false;
  if (settings?.enable_site_entry_popup === 'no') return false;
  const country = settings?.geoip_selected_country ?? settings?.geoip_country ?? null;
  if (country === null) return true;
  return countries.includes(country.toUpperCase());
}
