import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@rendezvous/i18n';
import { useSession } from '@rendezvous/session-store';
import { ScreenPlaceholder } from '@rendezvous/ui';
import { useTranslation } from 'react-i18next';

/** Country codes as names in the reader's language; an unknown code stays readable as itself. */
function countryNamer(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code.toUpperCase()) ?? code;
  } catch {
    return (code) => code;
  }
}

/**
 * /lang-config (issue 5): the site's locale-to-country mapping, the same one that decides which
 * languages the navigation's dropdown offers, so support can see why a visitor gets a language.
 */
export function LangConfigScreen() {
  const { t, i18n } = useTranslation('legal');
  const localeCountries = useSession((state) => state.settings?.locale_countries) ?? {};
  const countryName = countryNamer(i18n.language);
  return (
    <ScreenPlaceholder title={t('lang_config')}>
      <p>{t('lang_config_intro')}</p>
      <table className="rdv-table">
        <thead>
          <tr>
            <th scope="col">{t('lang_config_language')}</th>
            <th scope="col">{t('lang_config_countries')}</th>
          </tr>
        </thead>
        <tbody>
          {SUPPORTED_LOCALES.map((locale) => {
            const countries = localeCountries[locale] ?? [];
            return (
              <tr key={locale}>
                <th scope="row" lang={locale}>
                  {LOCALE_NAMES[locale]}
                </th>
                <td>{countries.length > 0 ? countries.map(countryName).join(', ') : t('lang_config_no_country')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScreenPlaceholder>
  );
}
