// Service integration tests: the real services and gateway as processes, on fresh Postgres databases
// made for the run, called over HTTP through the gateway.
module.exports = {
  rootDir: __dirname,
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/services/*/test/**/*.e2e-spec.ts'],
  transform: {
    // .mjs too: the tests load the platform tools (tools/platform/*.mjs) to start extra processes.
    '^.+\\.(ts|mjs)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^@rendezvous/([^/]+)$': '<rootDir>/shared/$1/src/index.ts' },
  globalSetup: '<rootDir>/tools/jest/platform-setup.js',
  globalTeardown: '<rootDir>/tools/jest/platform-teardown.js',
  testTimeout: 30_000,
  maxWorkers: 2,
};
