const { createFederatedAppConfig, createServerRenderConfig } = require('@rendezvous/build-config');

module.exports = [
  createFederatedAppConfig({
    projectDir: __dirname,
    name: 'mfe_landers',
    exposes: {
      './lifecycles': './src/lifecycles.ts',
    },
  }),
  // The home (and the landers, as they are built) are rendered on the server too (issue 12): dist/server/render.js.
  createServerRenderConfig({ projectDir: __dirname }),
];
