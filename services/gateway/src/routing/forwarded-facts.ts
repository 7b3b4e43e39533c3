import { CLIENT_ADDRESS_HEADER } from '@rendezvous/nest-kit';
import { INTERNAL_MEMBER_TOKEN_HEADER, MEMBER_ID_HEADER } from '@rendezvous/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import type { CountryResolver } from '../web/geoip';

/** The visitor's country as the gateway resolved it, for the services (site settings, entry warning). */
export const COUNTRY_HEADER = 'x-geoip-country';

/** Headers that say who or where the visitor is: only the gateway may set them, so a browser's are dropped. */
const VOUCHED_HEADERS = [
  'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip',
  COUNTRY_HEADER, MEMBER_ID_HEADER, INTERNAL_MEMBER_TOKEN_HEADER, CLIENT_ADDRESS_HEADER,
];

/**
 * What the services learn about the visitor, decided here and nowhere else. Express resolves the
 * address, protocol and host against TRUSTED_PROXIES (`trust proxy`): a load balancer's
 * X-Forwarded-* count, a browser's do not. Whatever the request carried is then replaced, so
 * `X-Forwarded-Proto: https` from a client cannot make cookies Secure and a made-up country or
 * address reaches no service. The internal token vouches for these facts (nest-kit clientAddress).
 */
export function forwardedFacts(config: Pick<GatewayConfig, 'INTERNAL_TOKEN' | 'GEOIP_HEADER'>, countries: CountryResolver) {
  const proxyCountryHeader = config.GEOIP_HEADER.toLowerCase();
  return function forwardedFactsMiddleware(req: Request, _res: Response, next: NextFunction): void {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const protocol = req.protocol;
    const host = req.host || 'localhost';
    // A proxy's country header counts only when the request came through a trusted proxy.
    const viaTrustedProxy = req.ips.length > 0;
    const proxyCountry = viaTrustedProxy && proxyCountryHeader ? req.header(proxyCountryHeader) : undefined;
    for (const header of VOUCHED_HEADERS) delete req.headers[header];
    if (proxyCountryHeader) delete req.headers[proxyCountryHeader];
    req.headers['x-forwarded-for'] = address;
    req.headers['x-forwarded-proto'] = protocol;
    req.headers['x-forwarded-host'] = host;
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    req.headers[INTERNAL_MEMBER_TOKEN_HEADER] = config.INTERNAL_TOKEN;
    const country = countries.countryOf(address, proxyCountry);
    if (country) req.headers[COUNTRY_HEADER] = country;
    next();
  };
}
