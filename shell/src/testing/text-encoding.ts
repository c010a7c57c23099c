import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder, and react-router reads it as it loads; import this before the router.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
