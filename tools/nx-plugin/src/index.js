// The generators, for code that calls them directly (tools/nx-plugin/generators.test.mjs uses `nx g`).
exports.remoteGenerator = require('./remote/generator').default;
exports.serviceGenerator = require('./service/generator').default;
