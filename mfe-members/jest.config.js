const preset = require('../jest.preset.js')(__dirname);

// yet-another-react-lightbox ships ES modules only: swc turns it into CommonJS for jest, as the preset does for NestJS.
module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!(@nestjs|yet-another-react-lightbox)/)'] };
