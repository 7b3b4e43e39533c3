import type { Region, SupportedCountry } from '@rendezvous/contracts';
import { State } from 'country-state-city';

/**
 * Each supported country's first-level regions (ISO 3166-2 codes), curated by hand: the offline data
 * set mixes levels (French departments beside regions, Italian provinces beside regions, old and new
 * Norwegian counties, US territories) and misses some (Jämtland, Leitrim), so regions.php does not
 * read it. Where the formal first level is too coarse to pick a home region from (the four UK
 * nations, Belgium's three regions), the level below is listed: UK regions, Belgian provinces.
 */
export const FIRST_LEVEL_REGIONS: Record<SupportedCountry, { regionType: string; regions: Array<[code: string, name: string]> }> = {
  AT: {
    regionType: 'state',
    regions: [['1', 'Burgenland'], ['2', 'Carinthia'], ['3', 'Lower Austria'], ['4', 'Upper Austria'], ['5', 'Salzburg'], ['6', 'Styria'], ['7', 'Tyrol'], ['8', 'Vorarlberg'], ['9', 'Vienna']],
  },
  BE: {
    regionType: 'province',
    regions: [
      ['BRU', 'Brussels-Capital Region'], ['VAN', 'Antwerp'], ['VBR', 'Flemish Brabant'], ['VLI', 'Limburg'], ['VOV', 'East Flanders'], ['VWV', 'West Flanders'],
      ['WBR', 'Walloon Brabant'], ['WHT', 'Hainaut'], ['WLG', 'Liège'], ['WLX', 'Luxembourg'], ['WNA', 'Namur'],
    ],
  },
  CH: {
    regionType: 'canton',
    regions: [
      ['AG', 'Aargau'], ['AR', 'Appenzell Ausserrhoden'], ['AI', 'Appenzell Innerrhoden'], ['BL', 'Basel-Landschaft'], ['BS', 'Basel-Stadt'], ['BE', 'Bern'],
      ['FR', 'Fribourg'], ['GE', 'Geneva'], ['GL', 'Glarus'], ['GR', 'Graubünden'], ['JU', 'Jura'], ['LU', 'Lucerne'], ['NE', 'Neuchâtel'], ['NW', 'Nidwalden'],
      ['OW', 'Obwalden'], ['SH', 'Schaffhausen'], ['SZ', 'Schwyz'], ['SO', 'Solothurn'], ['SG', 'St. Gallen'], ['TG', 'Thurgau'], ['TI', 'Ticino'], ['UR', 'Uri'],
      ['VS', 'Valais'], ['VD', 'Vaud'], ['ZG', 'Zug'], ['ZH', 'Zürich'],
    ],
  },
  DE: {
    regionType: 'state',
    regions: [
      ['BW', 'Baden-Württemberg'], ['BY', 'Bavaria'], ['BE', 'Berlin'], ['BB', 'Brandenburg'], ['HB', 'Bremen'], ['HH', 'Hamburg'], ['HE', 'Hesse'],
      ['NI', 'Lower Saxony'], ['MV', 'Mecklenburg-Vorpommern'], ['NW', 'North Rhine-Westphalia'], ['RP', 'Rhineland-Palatinate'], ['SL', 'Saarland'],
      ['SN', 'Saxony'], ['ST', 'Saxony-Anhalt'], ['SH', 'Schleswig-Holstein'], ['TH', 'Thuringia'],
    ],
  },
  DK: {
    regionType: 'region',
    regions: [['81', 'North Denmark Region'], ['82', 'Central Denmark Region'], ['83', 'Region of Southern Denmark'], ['84', 'Capital Region of Denmark'], ['85', 'Region Zealand']],
  },
  ES: {
    regionType: 'autonomous community',
    regions: [
      ['AN', 'Andalusia'], ['AR', 'Aragon'], ['AS', 'Asturias'], ['IB', 'Balearic Islands'], ['PV', 'Basque Country'], ['CN', 'Canary Islands'], ['CB', 'Cantabria'],
      ['CL', 'Castile and León'], ['CM', 'Castilla–La Mancha'], ['CT', 'Catalonia'], ['EX', 'Extremadura'], ['GA', 'Galicia'], ['RI', 'La Rioja'], ['MD', 'Madrid'],
      ['MC', 'Murcia'], ['NC', 'Navarre'], ['VC', 'Valencian Community'], ['CE', 'Ceuta'], ['ML', 'Melilla'],
    ],
  },
  FI: {
    regionType: 'region',
    regions: [
      ['01', 'Åland'], ['02', 'South Karelia'], ['03', 'South Ostrobothnia'], ['04', 'South Savo'], ['05', 'Kainuu'], ['06', 'Tavastia Proper'], ['07', 'Central Ostrobothnia'],
      ['08', 'Central Finland'], ['09', 'Kymenlaakso'], ['10', 'Lapland'], ['11', 'Pirkanmaa'], ['12', 'Ostrobothnia'], ['13', 'North Karelia'], ['14', 'North Ostrobothnia'],
      ['15', 'North Savo'], ['16', 'Päijät-Häme'], ['17', 'Satakunta'], ['18', 'Uusimaa'], ['19', 'Southwest Finland'],
    ],
  },
  FR: {
    regionType: 'region',
    regions: [
      ['ARA', 'Auvergne-Rhône-Alpes'], ['BFC', 'Bourgogne-Franche-Comté'], ['BRE', 'Brittany'], ['CVL', 'Centre-Val de Loire'], ['20R', 'Corsica'], ['GES', 'Grand Est'],
      ['HDF', 'Hauts-de-France'], ['IDF', 'Île-de-France'], ['NOR', 'Normandy'], ['NAQ', 'Nouvelle-Aquitaine'], ['OCC', 'Occitanie'], ['PDL', 'Pays de la Loire'],
      ['PAC', "Provence-Alpes-Côte d'Azur"], ['971', 'Guadeloupe'], ['972', 'Martinique'], ['973', 'French Guiana'], ['974', 'La Réunion'], ['976', 'Mayotte'],
    ],
  },
  GB: {
    regionType: 'region',
    regions: [
      ['NEE', 'North East England'], ['NWE', 'North West England'], ['YTH', 'Yorkshire and the Humber'], ['EMD', 'East Midlands'], ['WMD', 'West Midlands'],
      ['EEN', 'East of England'], ['LDN', 'London'], ['SEE', 'South East England'], ['SWE', 'South West England'], ['SCT', 'Scotland'], ['WLS', 'Wales'], ['NIR', 'Northern Ireland'],
    ],
  },
  IE: {
    regionType: 'county',
    regions: [
      ['CW', 'Carlow'], ['CN', 'Cavan'], ['CE', 'Clare'], ['CO', 'Cork'], ['DL', 'Donegal'], ['D', 'Dublin'], ['G', 'Galway'], ['KY', 'Kerry'], ['KE', 'Kildare'],
      ['KK', 'Kilkenny'], ['LS', 'Laois'], ['LM', 'Leitrim'], ['LK', 'Limerick'], ['LD', 'Longford'], ['LH', 'Louth'], ['MO', 'Mayo'], ['MH', 'Meath'], ['MN', 'Monaghan'],
      ['OY', 'Offaly'], ['RN', 'Roscommon'], ['SO', 'Sligo'], ['TA', 'Tipperary'], ['WD', 'Waterford'], ['WH', 'Westmeath'], ['WX', 'Wexford'], ['WW', 'Wicklow'],
    ],
  },
  IT: {
    regionType: 'region',
    regions: [
      ['65', 'Abruzzo'], ['23', 'Aosta Valley'], ['75', 'Apulia'], ['77', 'Basilicata'], ['78', 'Calabria'], ['72', 'Campania'], ['45', 'Emilia-Romagna'],
      ['36', 'Friuli-Venezia Giulia'], ['62', 'Lazio'], ['42', 'Liguria'], ['25', 'Lombardy'], ['57', 'Marche'], ['67', 'Molise'], ['21', 'Piedmont'], ['88', 'Sardinia'],
      ['82', 'Sicily'], ['32', 'Trentino-South Tyrol'], ['52', 'Tuscany'], ['55', 'Umbria'], ['34', 'Veneto'],
    ],
  },
  NL: {
    regionType: 'province',
    regions: [
      ['DR', 'Drenthe'], ['FL', 'Flevoland'], ['FR', 'Friesland'], ['GE', 'Gelderland'], ['GR', 'Groningen'], ['LI', 'Limburg'], ['NB', 'North Brabant'],
      ['NH', 'North Holland'], ['OV', 'Overijssel'], ['UT', 'Utrecht'], ['ZE', 'Zeeland'], ['ZH', 'South Holland'],
    ],
  },
  NO: {
    regionType: 'county',
    regions: [
      ['03', 'Oslo'], ['11', 'Rogaland'], ['15', 'Møre og Romsdal'], ['18', 'Nordland'], ['31', 'Østfold'], ['32', 'Akershus'], ['33', 'Buskerud'], ['34', 'Innlandet'],
      ['39', 'Vestfold'], ['40', 'Telemark'], ['42', 'Agder'], ['46', 'Vestland'], ['50', 'Trøndelag'], ['55', 'Troms'], ['56', 'Finnmark'],
    ],
  },
  PL: {
    regionType: 'voivodeship',
    regions: [
      ['DS', 'Lower Silesian'], ['KP', 'Kuyavian-Pomeranian'], ['LU', 'Lublin'], ['LB', 'Lubusz'], ['LD', 'Łódź'], ['MA', 'Lesser Poland'], ['MZ', 'Masovian'],
      ['OP', 'Opole'], ['PK', 'Subcarpathian'], ['PD', 'Podlaskie'], ['PM', 'Pomeranian'], ['SL', 'Silesian'], ['SK', 'Holy Cross'], ['WN', 'Warmian-Masurian'],
      ['WP', 'Greater Poland'], ['ZP', 'West Pomeranian'],
    ],
  },
  SE: {
    regionType: 'county',
    regions: [
      ['K', 'Blekinge'], ['W', 'Dalarna'], ['I', 'Gotland'], ['X', 'Gävleborg'], ['N', 'Halland'], ['Z', 'Jämtland'], ['F', 'Jönköping'], ['H', 'Kalmar'],
      ['G', 'Kronoberg'], ['BD', 'Norrbotten'], ['M', 'Skåne'], ['AB', 'Stockholm'], ['D', 'Södermanland'], ['C', 'Uppsala'], ['S', 'Värmland'], ['AC', 'Västerbotten'],
      ['Y', 'Västernorrland'], ['U', 'Västmanland'], ['O', 'Västra Götaland'], ['T', 'Örebro'], ['E', 'Östergötland'],
    ],
  },
  US: {
    regionType: 'state',
    regions: [
      ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'],
      ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
      ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
      ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
      ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
      ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
      ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
    ],
  },
};

/**
 * Centres the offline data set lacks or places wrongly (England's regions are not in it, newer
 * Norwegian counties and a few others are missing, and some namesakes were geocoded abroad), from
 * their administrative centres; services/site/test checks every centre lies in its country.
 */
const CENTRES: Record<string, [lat: number, lon: number]> = {
  'BE-VLI': [50.99, 5.35],
  // The data set puts these on other continents (namesakes geocoded abroad).
  'BE-VWV': [51.04, 3.0],
  'CH-UR': [46.77, 8.63],
  'IE-CE': [52.85, -9.0],
  'IT-62': [41.9, 12.8],
  'IT-57': [43.3, 13.1],
  'NL-ZH': [52.0, 4.5],
  'NO-32': [59.95, 11.05],
  'GB-NEE': [54.97, -1.61],
  'GB-NWE': [53.76, -2.7],
  'GB-YTH': [53.8, -1.55],
  'GB-EMD': [52.95, -1.15],
  'GB-WMD': [52.48, -1.9],
  'GB-EEN': [52.2, 0.12],
  'GB-LDN': [51.51, -0.13],
  'GB-SEE': [51.45, -0.97],
  'GB-SWE': [50.72, -3.53],
  'IE-LM': [54.12, -8.0],
  'NO-34': [61.12, 10.47],
  'NO-42': [58.15, 8.0],
  'NO-46': [60.39, 5.32],
  'SE-Z': [63.18, 14.64],
};

function centreOf(country: SupportedCountry, code: string, name: string): { lat: number; lon: number } {
  const known = CENTRES[`${country}-${code}`];
  if (known) return { lat: known[0], lon: known[1] };
  const states = State.getStatesOfCountry(country);
  const state = states.find((candidate) => candidate.isoCode === code) ?? states.find((candidate) => candidate.name === name);
  const lat = Number(state?.latitude);
  const lon = Number(state?.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new Error(`no centre for region ${country}-${code} ${name}`);
  return { lat: Math.round(lat * 100) / 100, lon: Math.round(lon * 100) / 100 };
}

export function regionsOf(country: SupportedCountry): Region[] {
  return FIRST_LEVEL_REGIONS[country].regions
    .map(([code, name]) => ({ code, name, ...centreOf(country, code, name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
