const { createFederatedAppConfig } = require('@rendezvous/build-config');

module.exports = createFederatedAppConfig({
  projectDir: __dirname,
  name: 'mfe_landers',
  exposes: {
    './lifecycles': './src/lifecycles.ts',
  },
});
