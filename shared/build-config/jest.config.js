module.exports = { ...require('../../jest.preset.js')(__dirname, { environment: 'node' }), testMatch: ['<rootDir>/*.spec.ts'] };
