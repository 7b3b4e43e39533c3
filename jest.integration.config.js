// Service integration tests: the real services and gateway as processes, on fresh Postgres databases
// made for the run, called over HTTP through the gateway.
module.exports = {
  rootDir: __dirname,
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/services/*/test/**/*.e2e-spec.ts'],
  transform: {
    // .mjs too: the tests load the platform tools (tools/platform/*.mjs) to start extra processes.
    // Decorators and NestJS's ES modules: tests that drive service code directly (the credit ledger on its database).
    '^.+\\.(ts|mjs|js)$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
  moduleNameMapper: {
    // The one tool package among the shared libraries the tests load (test-kit drives the emulator).
    '^@rendezvous/provider-emulator$': '<rootDir>/tools/provider-emulator/src/index.ts',
    '^@rendezvous/([^/]+)$': '<rootDir>/shared/$1/src/index.ts',
    '^@rendezvous/([^/]+)/internal$': '<rootDir>/shared/$1/src/internal/index.ts',
  },
  globalSetup: '<rootDir>/tools/jest/platform-setup.js',
  globalTeardown: '<rootDir>/tools/jest/platform-teardown.js',
  testTimeout: 30_000,
  maxWorkers: 2,
};
