import { arrivalAction } from './arrival';

const visitor = { signedIn: false, account: null };
const loading = { signedIn: true, account: null };
const free = { signedIn: true, account: { premium: false, completed: true } };
const premium = { signedIn: true, account: { premium: true, completed: true } };

describe('arriving on a partner’s route (spec section 4, "Login")', () => {
  it('sends a premium viewer on a subscribe route to their subscription', () => {
    expect(arrivalAction('subscribe', 'nos', premium)).toEqual({
      kind: 'navigate',
      to: '/profile/subscription',
    });
  });

  it('opens the subscription popup for a signed-in viewer who is not premium', () => {
    expect(arrivalAction('subscribe', 'vodafone', free)).toEqual({ kind: 'open-subscribe' });
  });

  it('asks a visitor on a subscribe route to sign in, coming back to the same route', () => {
    expect(arrivalAction('subscribe', 'samsung', visitor)).toEqual({
      kind: 'open-login',
      view: 'login',
      redirectTo: '/affiliate/samsung/subscribe',
    });
  });

  it('waits for the account before deciding', () => {
    expect(arrivalAction('subscribe', 'nos', loading)).toEqual({ kind: 'wait' });
    expect(arrivalAction('signup', 'nos', loading)).toEqual({ kind: 'wait' });
  });

  it('waits while the sign-in completes the profile or a family chooses who is watching', () => {
    const incomplete = { signedIn: true, account: { premium: false, completed: false } };
    expect(arrivalAction('subscribe', 'nos', incomplete)).toEqual({ kind: 'wait' });
    expect(arrivalAction('subscribe', 'nos', { ...free, choosingProfile: true })).toEqual({ kind: 'wait' });
    expect(arrivalAction('subscribe', 'nos', { ...premium, choosingProfile: true })).toEqual({
      kind: 'wait',
    });
  });

  it('opens registration on a sign-up route, leading on to the partner’s subscribe route', () => {
    expect(arrivalAction('signup', 'vodafone', visitor)).toEqual({
      kind: 'open-login',
      view: 'register',
      redirectTo: '/affiliate/vodafone/subscribe',
    });
  });

  it('sends a viewer who already has an account from the sign-up route to the subscribe route', () => {
    expect(arrivalAction('signup', 'nos', free)).toEqual({
      kind: 'navigate',
      to: '/affiliate/nos/subscribe',
    });
    expect(arrivalAction('signup', 'nos', premium)).toEqual({
      kind: 'navigate',
      to: '/affiliate/nos/subscribe',
    });
  });

  it('asks nothing of anyone on the partner’s own page', () => {
    for (const viewer of [visitor, loading, free, premium]) {
      expect(arrivalAction('landing', 'nos', viewer)).toEqual({ kind: 'none' });
    }
  });
});
