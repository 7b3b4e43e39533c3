const { createFederatedAppConfig } = require('@rendezvous/build-config');

module.exports = createFederatedAppConfig({
  projectDir: __dirname,
  name: 'mfe_signup',
  exposes: {
    './lifecycles': './src/lifecycles.ts',
    './SignupModal': './src/widgets/signup-modal.tsx',
  },
});
