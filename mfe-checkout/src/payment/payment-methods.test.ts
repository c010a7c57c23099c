import { makePlan } from '@palco/shared/testing';
import { autoMethod, methodsFor } from './payment-methods';

describe('the methods a viewer may pay a plan with (spec sections 4 and 9)', () => {
  const everything = makePlan({ payment_methods: ['dd', 'paypal', 'mbway', 'cc'] });

  it('are the plan’s own, in the preference order card, MB Way, PayPal, direct debit', () => {
    expect(methodsFor(everything, 'PT')).toEqual(['cc', 'mbway', 'paypal', 'dd']);
    expect(methodsFor(makePlan({ payment_methods: ['paypal'] }), 'PT')).toEqual(['paypal']);
  });

  it('leave MB Way out outside Portugal, or when the country is not known', () => {
    expect(methodsFor(everything, 'ES')).toEqual(['cc', 'paypal', 'dd']);
    expect(methodsFor(everything, null)).toEqual(['cc', 'paypal', 'dd']);
    expect(methodsFor(makePlan({ payment_methods: ['mbway'] }), 'FR')).toEqual([]);
  });

  it('select the only one without asking, and none when there is a choice', () => {
    expect(autoMethod(['paypal'])).toBe('paypal');
    expect(autoMethod(['cc', 'paypal'])).toBeNull();
    expect(autoMethod([])).toBeNull();
  });
});
