// The one list of modules every federated app shares as singletons (platform.md, "Shared singletons").
// The versions come from the root package.json (single-version policy), so a host and a remote built
// from the same commit always agree, and an old remote still negotiates with a newer shell.
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

// The platform's own shared libraries: one instance per page (one session store, one i18next).
const PLATFORM_SINGLETONS = [
  '@rendezvous/session-store',
  '@rendezvous/i18n',
  '@rendezvous/api-client',
  '@rendezvous/ui',
  '@rendezvous/remote-kit',
  '@rendezvous/route-table',
];

function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

function sharedSingletons() {
  const shared = {};
  for (const request of THIRD_PARTY_SINGLETONS) {
    const range = rootPkg.dependencies[packageOf(request)];
    if (!range) throw new Error(`shared singleton ${request} is not a root dependency`);
    shared[request] = { singleton: true, requiredVersion: range, eager: false };
  }
  for (const request of PLATFORM_SINGLETONS) {
    shared[request] = { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0', eager: false };
  }
  return shared;
}

module.exports = { sharedSingletons, THIRD_PARTY_SINGLETONS, PLATFORM_SINGLETONS };
