const { createFederatedAppConfig } = require('@rendezvous/build-config');

module.exports = createFederatedAppConfig({
  projectDir: __dirname,
  name: 'mfe_chat',
  exposes: {
    './lifecycles': './src/lifecycles.ts',
    './GiftPicker': './src/widgets/gift-picker.tsx',
  },
});
