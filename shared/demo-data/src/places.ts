// Only the states module: the package's main entry also loads its 8 MB city table, which a
// service would then keep in memory for nothing. The unit test checks the cities against it.
import { getStateByCodeAndCountry } from 'country-state-city/lib/cjs/state';
import { SUPPORTED_COUNTRIES, type SupportedCountry } from '@rendezvous/contracts';

export { SUPPORTED_COUNTRIES, type SupportedCountry };

/** The product's 11 locales. */
export type Locale = 'da' | 'de' | 'en' | 'es' | 'fi' | 'fr' | 'it' | 'nb' | 'nl' | 'pl' | 'sv';

/** [city as spelled in country-state-city, its state code there, the locale if not the country's] */
type CityEntry = readonly [city: string, stateCode: string, locale?: Locale];

interface CountryPlaces {
  locale: Locale;
  cities: readonly CityEntry[];
}

/**
 * Well-known cities, so the demo looks like a real member base rather than a list of hamlets.
 * Hand-picked because the data set has a few wrong parents (Belfast under North Yorkshire, Kuopio
 * under Pirkanmaa); those are left out.
 */
const PLACES: Record<SupportedCountry, CountryPlaces> = {
  AT: {
    locale: 'de',
    cities: [
      ['Vienna', '9'],
      ['Graz', '6'],
      ['Linz', '4'],
      ['Salzburg', '5'],
      ['Innsbruck', '7'],
      ['Klagenfurt', '2'],
      ['Villach', '2'],
      ['Wels', '4'],
      ['Sankt Pölten', '3'],
      ['Dornbirn', '8'],
    ],
  },
  BE: {
    locale: 'nl',
    cities: [
      ['Brussels', 'BRU', 'fr'],
      ['Antwerpen', 'VLG'],
      ['Gent', 'VLG'],
      ['Charleroi', 'WAL', 'fr'],
      ['Liège', 'WAL', 'fr'],
      ['Brugge', 'VLG'],
      ['Namur', 'WAL', 'fr'],
      ['Leuven', 'VLG'],
      ['Mons', 'WAL', 'fr'],
      ['Mechelen', 'VLG'],
    ],
  },
  CH: {
    locale: 'de',
    cities: [
      ['Zürich', 'ZH'],
      ['Genève', 'GE', 'fr'],
      ['Basel', 'BS'],
      ['Lausanne', 'VD', 'fr'],
      ['Bern', 'BE'],
      ['Winterthur', 'ZH'],
      ['Luzern', 'LU'],
      ['Sankt Gallen', 'SG'],
      ['Lugano', 'TI', 'it'],
      ['Biel/Bienne', 'BE'],
    ],
  },
  DE: {
    locale: 'de',
    cities: [
      ['Berlin', 'BE'],
      ['Hamburg', 'HH'],
      ['Munich', 'BY'],
      ['Köln', 'NW'],
      ['Frankfurt am Main', 'HE'],
      ['Stuttgart', 'BW'],
      ['Düsseldorf', 'NW'],
      ['Leipzig', 'SN'],
      ['Dortmund', 'NW'],
      ['Dresden', 'SN'],
      ['Hannover', 'NI'],
      ['Nürnberg', 'BY'],
      ['Bremen', 'HB'],
    ],
  },
  DK: {
    locale: 'da',
    cities: [
      ['Copenhagen', '84'],
      ['Århus', '82'],
      ['Odense', '83'],
      ['Aalborg', '81'],
      ['Esbjerg', '83'],
      ['Randers', '82'],
      ['Kolding', '83'],
      ['Horsens', '82'],
      ['Vejle', '83'],
      ['Roskilde', '85'],
    ],
  },
  ES: {
    locale: 'es',
    cities: [
      ['Madrid', 'MD'],
      ['Barcelona', 'CT'],
      ['Valencia', 'VC'],
      ['Sevilla', 'AN'],
      ['Zaragoza', 'AR'],
      ['Málaga', 'AN'],
      ['Murcia', 'MC'],
      ['Palma', 'PM'],
      ['Bilbao', 'PV'],
      ['Alicante', 'VC'],
      ['Granada', 'AN'],
    ],
  },
  FI: {
    locale: 'fi',
    cities: [
      ['Helsinki', '18'],
      ['Espoo', '18'],
      ['Vantaa', '18'],
      ['Oulu', '14'],
      ['Turku', '19'],
      ['Jyväskylä', '08'],
      ['Lahti', '16'],
      ['Pori', '17'],
    ],
  },
  FR: {
    locale: 'fr',
    cities: [
      ['Paris', 'IDF'],
      ['Marseille', 'PAC'],
      ['Lyon', 'ARA'],
      ['Toulouse', 'OCC'],
      ['Nice', 'PAC'],
      ['Nantes', 'PDL'],
      ['Strasbourg', 'GES'],
      ['Montpellier', 'OCC'],
      ['Bordeaux', 'NAQ'],
      ['Lille', 'HDF'],
      ['Rennes', 'BRE'],
    ],
  },
  GB: {
    locale: 'en',
    cities: [
      ['London', 'ENG'],
      ['Birmingham', 'ENG'],
      ['Manchester', 'ENG'],
      ['Glasgow', 'SCT'],
      ['Leeds', 'ENG'],
      ['Liverpool', 'ENG'],
      ['Edinburgh', 'SCT'],
      ['Bristol', 'ENG'],
      ['Sheffield', 'ENG'],
      ['Cardiff', 'WLS'],
      ['Newcastle upon Tyne', 'ENG'],
    ],
  },
  IE: {
    locale: 'en',
    cities: [
      ['Dublin', 'L'],
      ['Cork', 'M'],
      ['Galway City', 'C'],
      ['Waterford', 'M'],
      ['Drogheda', 'L'],
      ['Kilkenny', 'L'],
      ['Sligo', 'C'],
      ['Athlone', 'L'],
      ['Dundalk', 'L'],
    ],
  },
  IT: {
    locale: 'it',
    cities: [
      ['Rome', '62'],
      ['Milan', '25'],
      ['Naples', '72'],
      ['Turin', '21'],
      ['Palermo', '82'],
      ['Genoa', '42'],
      ['Bologna', '45'],
      ['Florence', '52'],
      ['Bari', '75'],
      ['Verona', '34'],
      ['Venice', '34'],
    ],
  },
  NL: {
    locale: 'nl',
    cities: [
      ['Amsterdam', 'NH'],
      ['Rotterdam', 'ZH'],
      ['The Hague', 'ZH'],
      ['Utrecht', 'UT'],
      ['Eindhoven', 'NB'],
      ['Groningen', 'GR'],
      ['Tilburg', 'NB'],
      ['Almere Stad', 'FL'],
      ['Breda', 'NB'],
      ['Nijmegen', 'GE'],
      ['Haarlem', 'NH'],
      ['Arnhem', 'GE'],
    ],
  },
  NO: {
    locale: 'nb',
    cities: [
      ['Oslo', '03'],
      ['Bergen', '12'],
      ['Trondheim', '50'],
      ['Stavanger', '11'],
      ['Drammen', '06'],
      ['Fredrikstad', '01'],
      ['Kristiansand', '10'],
      ['Tromsø', '19'],
      ['Sandnes', '11'],
      ['Ålesund', '15'],
    ],
  },
  PL: {
    locale: 'pl',
    cities: [
      ['Warsaw', 'MZ'],
      ['Kraków', 'MA'],
      ['Łódź', 'LD'],
      ['Wrocław', 'DS'],
      ['Poznań', 'WP'],
      ['Gdańsk', 'PM'],
      ['Szczecin', 'ZP'],
      ['Bydgoszcz', 'KP'],
      ['Lublin', 'LU'],
      ['Katowice', 'SL'],
    ],
  },
  SE: {
    locale: 'sv',
    cities: [
      ['Stockholm', 'AB'],
      ['Göteborg', 'O'],
      ['Malmö', 'M'],
      ['Uppsala', 'C'],
      ['Västerås', 'U'],
      ['Örebro', 'T'],
      ['Linköping', 'E'],
      ['Helsingborg', 'M'],
      ['Jönköping', 'F'],
      ['Norrköping', 'E'],
      ['Umeå', 'AC'],
    ],
  },
  US: {
    locale: 'en',
    cities: [
      ['New York City', 'NY'],
      ['Los Angeles', 'CA'],
      ['Chicago', 'IL'],
      ['Houston', 'TX'],
      ['Phoenix', 'AZ'],
      ['Philadelphia', 'PA'],
      ['San Antonio', 'TX'],
      ['San Diego', 'CA'],
      ['Dallas', 'TX'],
      ['Seattle', 'WA'],
      ['Denver', 'CO'],
      ['Boston', 'MA'],
      ['Miami', 'FL'],
      ['Austin', 'TX'],
      ['Portland', 'OR'],
      ['Atlanta', 'GA'],
    ],
  },
};

export interface Place {
  country: SupportedCountry;
  /** region name as country-state-city names it (the same name the site's geocoder returns) */
  region: string;
  regionCode: string;
  city: string;
  locale: Locale;
}

const placesCache = new Map<SupportedCountry, Place[]>();

/** A country's demo cities with their region names from country-state-city. */
export function placesOf(country: SupportedCountry): Place[] {
  const cached = placesCache.get(country);
  if (cached) return cached;
  const { locale, cities } = PLACES[country];
  const places = cities.map(([city, stateCode, cityLocale]) => {
    const state = getStateByCodeAndCountry(stateCode, country);
    // Fail loudly: an upgrade of the data set must not silently seed members into nowhere.
    if (!state) throw new Error(`demo-data: region ${stateCode} of ${country} is not in country-state-city`);
    return { country, region: state.name, regionCode: stateCode, city, locale: cityLocale ?? locale };
  });
  placesCache.set(country, places);
  return places;
}
