// jsdom lacks some web APIs Node has (fetch's Response, TextEncoder, streams). Browsers have them, so
// the components under test may use them: take Node's implementations into the jsdom global.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = ['TextEncoder', 'TextDecoder', 'Response', 'Request', 'Headers', 'fetch', 'ReadableStream', 'structuredClone', 'AbortSignal'];

class JsdomWithWebGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_WEB_GLOBALS) {
      if (typeof this.global[name] === 'undefined' || name === 'AbortSignal') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithWebGlobals;
