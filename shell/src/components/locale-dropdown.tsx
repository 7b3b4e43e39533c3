import { isChunkLoadError, reloadForFailedChunk } from '@rendezvous/remote-kit';
import { DEFAULT_LOCALE, LOCALE_NAMES, isSupportedLocale, visibleLocales, type Locale } from '@rendezvous/i18n';
import { useSession } from '@rendezvous/session-store';
import { useTranslation } from 'react-i18next';

/** The current locale and the locales the dropdown may offer: those mapped to the visitor's country (spec section 2). */
export function useVisibleLocales(): { current: Locale; locales: Locale[] } {
  const storeLocale = useSession((state) => state.locale);
  const localeCountries = useSession((state) => state.settings?.locale_countries);
  const country = useSession((state) => state.settings?.geoip_selected_country ?? state.settings?.geoip_country ?? null);
  const current = isSupportedLocale(storeLocale) ? storeLocale : DEFAULT_LOCALE;
  return { current, locales: visibleLocales(localeCountries, country, current) };
}

/**
 * The locale switch of the navigation (issue 5): nothing at all when a single locale is visible, and
 * switching never reloads the page, so a half-filled form or an open chat survives it.
 */
export function LocaleDropdown() {
  const { t } = useTranslation('common');
  const changeLocale = useSession((state) => state.changeLocale);
  const { current, locales } = useVisibleLocales();
  if (locales.length < 2) return null;
  return (
    <select
      aria-label={t('nav.language')}
      className="rdv-locale"
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        if (!isSupportedLocale(next)) return;
        changeLocale(next).catch((error: unknown) => {
          // The page stays in its language. A catalogue gone after a release is cured by one (guarded) reload.
          console.error('[shell] could not switch the language', error);
          if (isChunkLoadError(error)) reloadForFailedChunk();
        });
      }}
    >
      {locales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
