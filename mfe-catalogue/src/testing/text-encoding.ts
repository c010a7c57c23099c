import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder, and react-router reads it as it loads; Node's own is the same API.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
