/**
 * Contracts of the calls between services (not the browser's API): zod schemas, so both ends
 * validate. A separate entry point (`@rendezvous/contracts/internal`) keeps zod out of the front
 * end's bundles, which import only `@rendezvous/contracts`.
 */
export * from './call';
export * from './ids';
export * from './sessions';
export * from './profiles';
export * from './wallets';
export * from './site';
export * from './health';
export * from './events';
export * from './credits';
export * from './members';
export * from './accounts';
export * from './presence';
export * from './conversations';
export * from './releases';
