import { mergeSettings, settingsDefaults } from '@palco/shared';
import type { Account } from '@palco/contracts';
import { lockAction } from './lock-redirect';

const premium = { premium: true } as Account;
const free = { premium: false } as Account;
const noSkip = mergeSettings({ flags: { ...settingsDefaults.flags, skip_products: 0 } });

describe('423 handling', () => {
  it('sends a premium viewer, or anyone when products can be skipped, to choose a profile', () => {
    expect(lockAction('profile_not_chosen', premium, noSkip)).toEqual({
      kind: 'navigate',
      to: '/choose-profile',
    });
    expect(lockAction('profile_not_chosen', free, settingsDefaults)).toEqual({
      kind: 'navigate',
      to: '/choose-profile',
    });
  });

  it('otherwise offers the plans, or login when monetization is off', () => {
    expect(lockAction('profile_not_chosen', free, noSkip)).toEqual({ kind: 'navigate', to: '/adira-ja' });
    expect(lockAction('profile_not_chosen', free, { ...noSkip, monetization: 0 })).toEqual({ kind: 'login' });
  });

  it('sends subscription_required to the subscription link when monetization is on, else to login', () => {
    expect(lockAction('subscription_required', free, settingsDefaults)).toEqual({
      kind: 'navigate',
      to: '/adira-ja',
    });
    expect(lockAction('subscription_required', free, { ...settingsDefaults, monetization: 0 })).toEqual({
      kind: 'login',
    });
  });
});
