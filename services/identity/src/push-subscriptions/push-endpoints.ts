import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/**
 * Why a push endpoint is not pushed to. `invalid`: it can never be a push service's address (not
 * https, an IP literal, credentials in it); `host`: its host is not one of the configured push
 * services; `address`: its name resolves (now) to an address inside our own networks.
 */
export type PushEndpointProblem = 'invalid' | 'host' | 'address';

/** Thrown while connecting, so the request never leaves: the sender tells it from network errors by this class. */
export class PushEndpointRefused extends Error {
  constructor(
    readonly problem: PushEndpointProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PushEndpointRefused';
  }
}

/**
 * Addresses a push may never go to (finding 1 of issue 30: a saved endpoint made identity POST to
 * services on its own loopback): this host, private networks, CGNAT, link-local (cloud metadata at
 * 169.254.169.254 and fd00:ec2::254 included), unique-local, multicast and the reserved and
 * documentation ranges. IPv4-mapped IPv6 addresses match the IPv4 rules (BlockList does that).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Which push endpoints identity accepts and pushes to: https URLs on the hosts of PUSH_ENDPOINT_HOSTS
 * (the browsers' push services by default), by name only, whose name resolves to public addresses
 * when the push leaves. The same rules are checked when a member saves a subscription (a 400) and
 * again on the connection itself, since a stored row may predate them and DNS may change.
 */
@Injectable()
export class PushEndpoints {
  private readonly exactHosts: Set<string>;
  private readonly hostSuffixes: string[];
  private readonly allowLoopback: boolean;

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'PUSH_ENDPOINT_HOSTS' | 'PUSH_ALLOW_LOOPBACK'>) {
    this.exactHosts = new Set(config.PUSH_ENDPOINT_HOSTS.filter((host) => !host.startsWith('*.')));
    // "*.notify.windows.com" matches wns2-par02p.notify.windows.com, not notify.windows.com itself.
    this.hostSuffixes = config.PUSH_ENDPOINT_HOSTS.filter((host) => host.startsWith('*.')).map((host) => host.slice(1));
    this.allowLoopback = config.PUSH_ALLOW_LOOPBACK;
  }

  /**
   * The endpoint as it is stored and later requested (WHATWG-normalised, so the sender's URL parser
   * reads the same host), or the problem with it.
   */
  check(endpoint: string): { endpoint: string } | { problem: PushEndpointProblem } {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return { problem: 'invalid' };
    }
    if (url.protocol !== 'https:' || url.username || url.password) return { problem: 'invalid' };
    const problem = this.hostProblem(url.hostname);
    return problem ? { problem } : { endpoint: url.href };
  }

  /** Whether a host name (as the URL or the connection names it) may be pushed to, before any DNS. */
  hostProblem(hostname: string): Exclude<PushEndpointProblem, 'address'> | null {
    const host = hostname.toLowerCase();
    // An IP literal is never a push service, whatever the list says: only names are allowlisted.
    if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'invalid';
    if (this.exactHosts.has(host) || this.hostSuffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)) return null;
    return 'host';
  }

  /**
   * Whether an address the host name resolved to may be pushed to: a public one. Loopback only with
   * the tests' opt-in, and then only for localhost itself, so not even a test machine sends to its
   * own services under a real push service's name.
   */
  addressAllowed(address: string, hostname: string): boolean {
    const family = familyOf(address);
    if (!NOT_PUBLIC.check(address, family)) return true;
    const host = hostname.toLowerCase();
    return this.allowLoopback && (host === 'localhost' || host.endsWith('.localhost')) && LOOPBACK.check(address, family);
  }

  /**
   * net's `lookup` for push connections: resolves the name and hands the socket exactly the addresses
   * that were checked, so the name cannot resolve to one address for the check and another for the
   * connection (DNS rebinding). If any address of the name is not allowed, none is used.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !this.addressAllowed(address, hostname));
      if (refused || addresses.length === 0) {
        return callback(
          new PushEndpointRefused('address', `push endpoint host ${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`),
          '',
          0,
        );
      }
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
