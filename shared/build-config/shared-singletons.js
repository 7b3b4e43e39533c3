// The one list of modules every federated app shares, and how (ADR 0017 §2, platform.md "Shared singletons").
// Third-party versions come from the root package.json (single-version policy). The platform's own libraries
// carry their own semver (shared/<library>/package.json, bumped by changesets): an app requires at least the
// version it was built with (`^<version>`), so a remote built against a newer library is never silently
// handed an older one.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const rootPkg = require('../../package.json');

const THIRD_PARTY_SINGLETONS = [
  'react',
  'react-dom',
  // react-dom/client and the JSX runtime must be shared too, or each app bundles its own react-dom.
  'react-dom/client',
  'react/jsx-runtime',
  // Not react-router-dom (issue 13, ADR 0012): a shared module is never tree-shaken, so sharing it sent
  // all of react-router 7 (51 KB brotli) to every area; each remote now bundles the part it uses (about
  // 12 KB). Each remote has its own <BrowserRouter> on the one browser history, so no context crosses.
  // Server state in every area (one query cache per remote; one copy of the library per page).
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  'single-spa',
  // The accessible dialog of every modal (members, chat, payments, the shared ConfirmDialog): one copy
  // per page, fetched the first time any of them opens.
  '@radix-ui/react-dialog',
];

/** Two Reacts on a page break hooks: an instance outside the range must throw, not warn. */
const STRICT_THIRD_PARTY = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);

/**
 * The platform's libraries that hold page-wide state: one instance per page, provided by the shell only
 * (one session, one i18next, one session-expiry handler, one widget loader). A remote bundles no copy
 * (`import: false`): it runs on the shell's, and the release gate refuses a remote whose range the live
 * shell's version does not meet (services/gateway/src/releases/release-gate.ts).
 */
const PLATFORM_SINGLETONS = ['@rendezvous/session-store', '@rendezvous/i18n', '@rendezvous/api-client', '@rendezvous/remote-kit'];

/**
 * Stateless libraries a remote may bring newer than the shell's: it bundles its own copy, the page loads
 * the shell's when its version is in the remote's range and the remote's own otherwise (a remote renders
 * in its own React root, so two copies of a component library never meet).
 */
const OWN_COPY_LIBRARIES = ['@rendezvous/ui', '@rendezvous/route-table'];

const PLATFORM_LIBRARIES = [...PLATFORM_SINGLETONS, ...OWN_COPY_LIBRARIES];

function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/** A platform library's version, read from its package.json at build time (a variant build may edit it). */
function platformLibraryVersion(name) {
  const file = path.join(root, 'shared', name.replace(/^@rendezvous\//, ''), 'package.json');
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version ?? '')) throw new Error(`${file} has no semver version (${version})`);
  return version;
}

/**
 * The `shared` option of ModuleFederationPlugin for one app.
 * @param {{ host?: boolean }} [options]  host: the shell, which provides the platform singletons
 */
function sharedSingletons({ host = false } = {}) {
  const shared = {};
  for (const request of THIRD_PARTY_SINGLETONS) {
    const range = rootPkg.dependencies[packageOf(request)];
    if (!range) throw new Error(`shared singleton ${request} is not a root dependency`);
    shared[request] = { singleton: true, strictVersion: STRICT_THIRD_PARTY.has(request), requiredVersion: range, eager: false };
  }
  for (const request of PLATFORM_SINGLETONS) {
    const version = platformLibraryVersion(request);
    shared[request] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version, eager: false, ...(host ? {} : { import: false }) };
  }
  for (const request of OWN_COPY_LIBRARIES) {
    const version = platformLibraryVersion(request);
    shared[request] = { singleton: false, requiredVersion: `^${version}`, version, eager: false };
  }
  return shared;
}

module.exports = { sharedSingletons, platformLibraryVersion, THIRD_PARTY_SINGLETONS, PLATFORM_SINGLETONS, OWN_COPY_LIBRARIES, PLATFORM_LIBRARIES };
