const { createFederatedAppConfig } = require('@rendezvous/build-config');

// The host knows no remote at build time: it reads GET /api/remotes.json at start.
// Released like a remote (docs/adr/0017 §5): served under /shell/<version>/, so its chunks load relative to
// main.js ('auto'); index.html names /shell/ and the gateway points it at the live version.
module.exports = createFederatedAppConfig({ projectDir: __dirname, name: 'shell', host: true, publicPath: 'auto', pagePublicPath: '/shell/' });
