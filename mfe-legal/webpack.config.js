const { createFederatedAppConfig, createServerRenderConfig } = require('@rendezvous/build-config');

module.exports = [
  createFederatedAppConfig({
    projectDir: __dirname,
    name: 'mfe_legal',
    exposes: {
      './lifecycles': './src/lifecycles.ts',
    },
  }),
  // The legal pages are rendered on the server too (issue 12): dist/server/render.js.
  createServerRenderConfig({ projectDir: __dirname }),
];
