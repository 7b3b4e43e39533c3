// One jest setup for every front-end project: swc transform, jsdom, workspace libraries from source.
const path = require('node:path');

module.exports = function jestPreset(projectDir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: projectDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'tools/jest/jsdom-environment.js') : environment,
    // NestJS 12 ships ES modules only; swc turns them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|marked)/)'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: {
      '\\.css$': path.join(__dirname, 'tools/jest/css-text.js'),
      '^.+\\.[cm]?[tj]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@rendezvous/([^/]+)$': path.join(__dirname, 'shared/$1/src/index.ts'),
      '^@rendezvous/([^/]+)/testing$': path.join(__dirname, 'shared/$1/src/testing'),
      '^@rendezvous/([^/]+)/server$': path.join(__dirname, 'shared/$1/src/server.tsx'),
      '^@rendezvous/([^/]+)/query-client$': path.join(__dirname, 'shared/$1/src/query-client.ts'),
      '^@rendezvous/([^/]+)/internal$': path.join(__dirname, 'shared/$1/src/internal/index.ts'),
      // Any other subpath export (`@rendezvous/nest-kit/photos`, …) from source too: a clean clone has no dist/
      // when the unit tests run, and the package exports point there.
      '^@rendezvous/([^/]+)/([^/]+)$': path.join(__dirname, 'shared/$1/src/$2'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'tools/jest/setup-dom.ts')] : [],
  };
};
