import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… waits for what a viewer would eventually see. One second is enough on an idle machine, but CI
// runs several jest workers on two cores, so a slow render must not read as a missing one.
configure({ asyncUtilTimeout: 5000 });
