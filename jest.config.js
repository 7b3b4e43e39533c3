// All unit and component tests in one run (each project keeps its own jest.config.js for `nx test`).
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const candidates = [
  'shell',
  ...readdirSync(__dirname).filter((dir) => dir.startsWith('mfe-')),
  ...readdirSync(join(__dirname, 'shared')).map((dir) => `shared/${dir}`),
  // services' unit tests (their integration tests run under jest.integration.config.js)
  ...readdirSync(join(__dirname, 'services')).map((dir) => `services/${dir}`),
];

module.exports = {
  projects: candidates.filter((dir) => existsSync(join(__dirname, dir, 'jest.config.js'))).map((dir) => `<rootDir>/${dir}`),
};
