/**
 * `@rendezvous/contracts/routes`: every public route as a RouteContract, one file per service.
 * A service adds its file here with one line (`export * from './members';`) when it has one.
 */
export * from './route';
export * from './chat';
export * from './site';
export * from './gateway';
export * from './payments';
export * from './members';
export * from './identity';
