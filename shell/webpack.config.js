const { createFederatedAppConfig } = require('@rendezvous/build-config');

// The host knows no remote at build time: it reads GET /api/remotes.json at start.
module.exports = createFederatedAppConfig({ projectDir: __dirname, name: 'shell', host: true, publicPath: '/shell/' });
