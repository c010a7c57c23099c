// jsdom with Node's fetch and the web globals it works with, as a browser page has them and as msw needs them
// (the globals msw's jest-fixed-jsdom sets). jsdom has no fetch, and its own streams, signals and blobs are not
// the ones Node's fetch accepts.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'URL',
  'URLSearchParams',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    for (const name of NODE_GLOBALS) page[name] = globalThis[name];
    // Web Crypto as browsers have it (jsdom has only getRandomValues): PKCE hashes with crypto.subtle.
    // Its digests are Node's ArrayBuffers, which code checks with `instanceof ArrayBuffer`, as in a browser.
    Object.defineProperty(page, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
    page.ArrayBuffer = globalThis.ArrayBuffer;
    // A Portuguese browser, as the product's audience and the browser tests' (e2e: locale pt-PT): jsdom says
    // en-US, and a page with no language chosen yet starts in the browser's (shared's i18n).
    Object.defineProperty(page.navigator, 'languages', {
      value: Object.freeze(['pt-PT']),
      configurable: true,
    });
    Object.defineProperty(page.navigator, 'language', { value: 'pt-PT', configurable: true });
    // A page's Request reads a relative URL against the page's address; Node's takes only absolute ones.
    page.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
