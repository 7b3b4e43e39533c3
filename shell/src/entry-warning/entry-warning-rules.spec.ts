import { buildSettings } from '@rendezvous/session-store/testing';
import { FIXED_ENTRY_WARNING_COUNTRIES, entryWarningCountries, shouldShowEntryWarning, type EntryWarningInput } from './entry-warning-rules';
import { isInstalledApp } from '../platform/installed-app';

const visitor = (overrides: Partial<EntryWarningInput> = {}): EntryWarningInput => ({
  loggedIn: false,
  installedApp: false,
  dismissedAt: null,
  settings: buildSettings({ enable_site_entry_popup: 'yes', geoip_country: 'NL', countries: ['NL', 'DE'] }),
  countries: ['NL', 'DE'],
  ...overrides,
});

describe('shouldShowEntryWarning', () => {
  it('shows to a logged-out visitor from a listed country on the first visit', () => {
    expect(shouldShowEntryWarning(visitor())).toBe(true);
  });

  it('stays dismissed for a dismissal one second old', () => {
    expect(shouldShowEntryWarning(visitor({ dismissedAt: new Date(Date.now() - 1000).toISOString() }))).toBe(false);
  });

  it("is off when enable_site_entry_popup is 'no'", () => {
    expect(shouldShowEntryWarning(visitor({ settings: buildSettings({ enable_site_entry_popup: 'no', geoip_country: 'NL' }) }))).toBe(false);
  });

  it('is off for a country outside the list', () => {
    expect(shouldShowEntryWarning(visitor({ settings: buildSettings({ enable_site_entry_popup: 'yes', geoip_country: 'US' }) }))).toBe(false);
  });

  it('prefers the selected country over the GeoIP country', () => {
    const settings = buildSettings({ enable_site_entry_popup: 'yes', geoip_country: 'US', geoip_selected_country: 'DE' });
    expect(shouldShowEntryWarning(visitor({ settings }))).toBe(true);
  });

  it('treats an unknown country as inside the list', () => {
    const settings = buildSettings({ enable_site_entry_popup: 'yes', geoip_country: null, geoip_selected_country: null });
    expect(shouldShowEntryWarning(visitor({ settings, countries: [] }))).toBe(true);
  });

  it('is off in an installed app and for members', () => {
    expect(shouldShowEntryWarning(visitor({ installedApp: true }))).toBe(false);
    expect(shouldShowEntryWarning(visitor({ loggedIn: true }))).toBe(false);
  });
});

describe('entryWarningCountries', () => {
  it("uses the site's list on the default layout", () => {
    expect(entryWarningCountries('default', buildSettings({ countries: ['FR'] }))).toEqual(['FR']);
  });

  it.each(['chat', 'lander', 'empty'] as const)('uses NL and DE on the %s layout', (layout) => {
    expect(entryWarningCountries(layout, buildSettings({ countries: ['FR'] }))).toEqual(['NL', 'DE']);
    expect(FIXED_ENTRY_WARNING_COUNTRIES).toEqual(['NL', 'DE']);
  });
});

describe('isInstalledApp', () => {
  it('reads the standalone display mode', () => {
    const win = { matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' }) } as unknown as Window;
    expect(isInstalledApp(win)).toBe(true);
  });
});
