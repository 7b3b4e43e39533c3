const { createFederatedAppConfig } = require('@rendezvous/build-config');

module.exports = createFederatedAppConfig({
  projectDir: __dirname,
  name: 'mfe_members',
  exposes: {
    './lifecycles': './src/lifecycles.ts',
    './MatchModal': './src/widgets/match-modal.tsx',
    './LikeModal': './src/widgets/like-modal.tsx',
  },
});
