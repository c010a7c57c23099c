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

  it('come after those as a Multibanco reference and a bank transfer', () => {
    const all = makePlan({ payment_methods: ['transfer', 'multibanco', 'dd', 'paypal', 'mbway', 'cc'] });
    expect(methodsFor(all, 'PT')).toEqual(['cc', 'mbway', 'paypal', 'dd', 'multibanco', 'transfer']);
  });

  it('leave out what section 9’s switches turned off; a method they do not name is on', () => {
    const all = makePlan({ payment_methods: ['transfer', 'multibanco', 'dd', 'paypal', 'mbway', 'cc'] });
    expect(methodsFor(all, 'PT', { payment_methods_enabled: { paypal: 0, multibanco: 0, cc: 1 } })).toEqual([
      'cc',
      'mbway',
      'dd',
      'transfer',
    ]);
    expect(methodsFor(all, 'PT', { payment_methods_enabled: {} })).toHaveLength(6);
  });

  it('select the only one without asking, and none when there is a choice', () => {
    expect(autoMethod(['paypal'])).toBe('paypal');
    expect(autoMethod(['dd'])).toBe('dd');
    expect(autoMethod(['cc', 'paypal'])).toBeNull();
    expect(autoMethod([])).toBeNull();
  });

  it('leave a lone Multibanco reference or bank transfer for the viewer to choose: it is paid later', () => {
    expect(autoMethod(['multibanco'])).toBeNull();
    expect(autoMethod(['transfer'])).toBeNull();
  });
});
