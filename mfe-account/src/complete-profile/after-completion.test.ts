import type { PalcoEvents } from '@palco/contracts';
import { bus } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import { offerPlansAfterCompletion } from './after-completion';

const opened: PalcoEvents['overlay:open'][] = [];
const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
beforeAll(() => bus.on('overlay:open', onOpen));
afterAll(() => bus.off('overlay:open', onOpen));
afterEach(() => (opened.length = 0));

describe('after completing the profile (spec section 4)', () => {
  it('offers the plans to an account that is not premium', () => {
    offerPlansAfterCompletion(makeAccount({ premium: false }));
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('offers nothing to a premium account, an operator’s account or nobody', () => {
    offerPlansAfterCompletion(makeAccount({ premium: true }));
    offerPlansAfterCompletion(makeAccount({ premium: false, extraParameters: { origin: 'meo' } }));
    offerPlansAfterCompletion(null);
    expect(opened).toEqual([]);
  });
});
