import type { PalcoEvents } from '@palco/contracts';
import { bus } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import { offerPlansAfterCompletion, offerPlansAfterSignIn, queryHandsOverSession } from './after-completion';

const opened: PalcoEvents['overlay:open'][] = [];
const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
beforeAll(() => bus.on('overlay:open', onOpen));
afterAll(() => bus.off('overlay:open', onOpen));
afterEach(() => {
  opened.length = 0;
  window.history.pushState({}, '', '/');
});

const HANDED_OVER = '?token=partner-tok&sessionId=s-42';
const operatorAccount = (premium = false): ReturnType<typeof makeAccount> =>
  makeAccount({ premium, completed: true, extraParameters: { origin: 'meo' } });

describe('a session handed over in the query', () => {
  it('needs both token and sessionId, neither empty', () => {
    expect(queryHandsOverSession(HANDED_OVER)).toBe(true);
    expect(queryHandsOverSession('?sessionId=s-42&token=t&plan=monthly')).toBe(true);
    expect(queryHandsOverSession('?token=partner-tok')).toBe(false);
    expect(queryHandsOverSession('?sessionId=s-42')).toBe(false);
    expect(queryHandsOverSession('?token=&sessionId=s-42')).toBe(false);
    expect(queryHandsOverSession('?token=t&sessionId=%20')).toBe(false);
    expect(queryHandsOverSession('?token=t&sessionid=s-42')).toBe(false);
    expect(queryHandsOverSession('')).toBe(false);
  });
});

describe('after completing the profile (spec section 4)', () => {
  it('offers the plans to an account that is not premium', () => {
    offerPlansAfterCompletion(makeAccount({ premium: false }));
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('offers nothing to a premium account, an operator’s account or nobody', () => {
    offerPlansAfterCompletion(makeAccount({ premium: true }));
    offerPlansAfterCompletion(operatorAccount());
    offerPlansAfterCompletion(null);
    expect(opened).toEqual([]);
  });

  it('offers the plans to an operator’s account too when the query hands over a session', () => {
    offerPlansAfterCompletion(operatorAccount(), HANDED_OVER);
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('reads the page’s own query by default', () => {
    window.history.pushState({}, '', `/international${HANDED_OVER}`);
    offerPlansAfterCompletion(operatorAccount());
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('never offers the plans to a premium account, even with a handed-over session', () => {
    offerPlansAfterCompletion(operatorAccount(true), HANDED_OVER);
    offerPlansAfterCompletion(makeAccount({ premium: true }), HANDED_OVER);
    expect(opened).toEqual([]);
  });
});

describe('after signing in (spec section 4, "Login")', () => {
  it('offers the plans to a completed account that is not premium when the query hands over a session', () => {
    offerPlansAfterSignIn(makeAccount({ premium: false, completed: true }), HANDED_OVER);
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('offers nothing without both token and sessionId in the query', () => {
    offerPlansAfterSignIn(makeAccount({ premium: false, completed: true }), '');
    offerPlansAfterSignIn(makeAccount({ premium: false, completed: true }), '?token=partner-tok');
    expect(opened).toEqual([]);
  });

  it('offers nothing to a premium account or one still to complete its profile', () => {
    offerPlansAfterSignIn(makeAccount({ premium: true, completed: true }), HANDED_OVER);
    offerPlansAfterSignIn(makeAccount({ premium: false, completed: false }), HANDED_OVER);
    expect(opened).toEqual([]);
  });
});
