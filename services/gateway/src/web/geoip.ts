import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/** Where the shipped IP-to-country database lives (CC0, the ip-location-db project's geo-whois-asn set). */
export function bundledCountryDatabase(): string {
  return require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
}

type CountryRecord = CountryResponse & { country_code?: string };

/**
 * The visitor's country, from the address the gateway resolved: looked up in the shipped database,
 * or taken from a header that a configured trusted proxy sets (a CDN's country header). Never from
 * what the browser sends: `x-geoip-country` from a client is dropped before this is asked.
 */
export class CountryResolver {
  private constructor(private readonly reader: Reader<CountryRecord> | null) {}

  static async open(databasePath: string): Promise<CountryResolver> {
    return new CountryResolver(databasePath ? await maxmind.open<CountryRecord>(databasePath) : null);
  }

  /** Two upper-case letters, or null (private and unknown addresses). */
  countryOf(address: string, fromTrustedProxy?: string): string | null {
    const proxied = fromTrustedProxy?.trim().toUpperCase();
    if (proxied && /^[A-Z]{2}$/.test(proxied) && proxied !== 'XX') return proxied;
    if (!this.reader || !maxmind.validate(address)) return null;
    const record = this.reader.get(address);
    const code = record?.country_code ?? record?.country?.iso_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  }
}
