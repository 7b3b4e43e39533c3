// The platform's one list of remotes and one of services (shared/contracts/src/platform-units.ts), as the
// Node tools read it: from the built contracts, which every service build and `npm start` make first.
import { createRequire } from 'node:module';

function load() {
  try {
    return createRequire(import.meta.url)('@rendezvous/contracts/platform-units');
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error('The list of remotes and services is read from the built contracts: run `npx nx run @rendezvous/contracts:build` first.', { cause: error });
  }
}

/** @type {typeof import('@rendezvous/contracts/platform-units')} */
const units = load();
/** The federated remotes: name (Nx project) and scope (federation container), in the route table's order. */
export const REMOTES = units.REMOTES;
/** The domain services: name, port, URL variable, database, health path and the services each calls. */
export const SERVICES = units.SERVICES;
/** Every app a release can carry: the shell and each remote. */
export const RELEASABLE_APPS = ['shell', ...REMOTES.map(({ name }) => name)];
