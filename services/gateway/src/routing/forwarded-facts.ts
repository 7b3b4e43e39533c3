import { CLIENT_ADDRESS_HEADER, type RequestStep } from '@rendezvous/nest-kit';
import { INTERNAL_MEMBER_TOKEN_HEADER, MEMBER_ID_HEADER } from '@rendezvous/contracts';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';
import type { GatewayConfig } from '../config';
import type { CountryResolver } from '../web/geoip';

/** The visitor's country as the gateway resolved it, for the services (site settings, entry warning). */
export const COUNTRY_HEADER = 'x-geoip-country';

/** Headers that say who or where the visitor is: only the gateway may set them, so a browser's are dropped. */
const VOUCHED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  COUNTRY_HEADER,
  MEMBER_ID_HEADER,
  INTERNAL_MEMBER_TOKEN_HEADER,
  CLIENT_ADDRESS_HEADER,
];

/** Which hops may vouch for the next (Express's compiled "trust proxy" setting, so both agree). */
export type TrustProxy = (address: string, hop: number) => boolean;

const firstValue = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0].trim() || undefined;
};

/**
 * Address, protocol and host of the visitor, read as Express reads req.ip, req.protocol and req.host
 * (X-Forwarded-* count only when the socket's peer is a trusted proxy), without Express: the
 * gateway's proxied calls never enter it (routing/api-calls.ts), and pages must see the same facts.
 */
export function visitorFacts(req: IncomingMessage, trust: TrustProxy) {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const peerTrusted = trust(peer, 0);
  const hops = peerTrusted ? proxyaddr.all(req, trust) : [peer];
  const secure = Boolean((req.socket as TLSSocket).encrypted);
  return {
    address: hops[hops.length - 1] ?? peer,
    // More than the socket's own address: the request came through at least one trusted proxy.
    viaTrustedProxy: hops.length > 1,
    protocol: (peerTrusted ? firstValue(req.headers['x-forwarded-proto']) : undefined) ?? (secure ? 'https' : 'http'),
    host: (peerTrusted ? firstValue(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host ?? 'localhost',
  };
}

/**
 * What the services learn about the visitor, decided here and nowhere else. Address, protocol and
 * host are resolved against TRUSTED_PROXIES: a load balancer's X-Forwarded-* count, a browser's do
 * not. Whatever the request carried is then replaced, so `X-Forwarded-Proto: https` from a client
 * cannot make cookies Secure and a made-up country or address reaches no service. The internal token
 * vouches for these facts (nest-kit clientAddress).
 */
export function forwardedFacts(config: Pick<GatewayConfig, 'INTERNAL_TOKEN' | 'GEOIP_HEADER'>, countries: CountryResolver, trust: TrustProxy): RequestStep {
  const proxyCountryHeader = config.GEOIP_HEADER.toLowerCase();
  return function forwardedFactsMiddleware(req, _res, next): void {
    const { address, viaTrustedProxy, protocol, host } = visitorFacts(req, trust);
    // A proxy's country header counts only when the request came through a trusted proxy.
    const proxyCountry = viaTrustedProxy && proxyCountryHeader ? firstValue(req.headers[proxyCountryHeader]) : undefined;
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

/** The client address forwardedFacts vouched for: whose budget a request spends (routing/limits.ts). */
export function vouchedClientAddress(req: IncomingMessage): string {
  const address = req.headers[CLIENT_ADDRESS_HEADER];
  return typeof address === 'string' ? address : (req.socket.remoteAddress ?? 'unknown');
}
