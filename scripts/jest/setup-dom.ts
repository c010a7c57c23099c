import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './dialog';
import { startFakeNetwork, stopFakeNetwork } from '../../shared/src/testing/fake-api';

// findBy… waits for what a viewer would eventually see. One second is enough on an idle machine, but CI
// runs several jest workers on two cores, so a slow render must not read as a missing one.
configure({ asyncUtilTimeout: 5000 });

// One network per test file: `fakeApi` answers the API, and any request it does not answer fails loudly.
beforeAll(startFakeNetwork);
afterAll(stopFakeNetwork);
