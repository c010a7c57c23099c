import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router reads when it loads; import this before the router.
Object.assign(globalThis, { TextEncoder, TextDecoder });
