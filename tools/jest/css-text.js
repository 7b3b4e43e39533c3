// A CSS file in a test is its text, as the server build imports it (webpack asset/source): a server
// render's inlined styles can be checked. jsdom applies no styles, so nothing is injected.
module.exports = {
  process(source) {
    return { code: `Object.defineProperty(exports, "__esModule", { value: true }); exports.default = ${JSON.stringify(source)};` };
  },
};
