const { createFederatedAppConfig } = require('@rendezvous/build-config');

module.exports = createFederatedAppConfig({
  projectDir: __dirname,
  name: 'mfe_payments',
  exposes: {
    './lifecycles': './src/lifecycles.ts',
    './TimeBonusModal': './src/widgets/time-bonus-modal.tsx',
    './WelcomeDiscountBanner': './src/widgets/welcome-discount-banner.tsx',
  },
});
