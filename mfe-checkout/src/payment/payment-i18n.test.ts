import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PaymentMethodSchema } from '@palco/contracts';
import { supportedLocales } from '@palco/shared';
import { dictionaries } from '../i18n';
import { paymentDictionaries } from './payment-i18n';

const reference = Object.keys(paymentDictionaries.pt_PT).sort();

describe('the payment popup’s words', () => {
  it.each(supportedLocales)('%s holds every key, none empty', (locale) => {
    expect(Object.keys(paymentDictionaries[locale]).sort()).toEqual(reference);
    expect(Object.values(paymentDictionaries[locale]).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('hold every key the popup names, and a label for every method', () => {
    const sources = readdirSync(__dirname)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n');
    const named = [...sources.matchAll(/['"](PAYMENT_[A-Z_]+)['"]/g)].map(([, key]) => key ?? '');
    const built = PaymentMethodSchema.options.map((method) => `PAYMENT_METHOD_${method.toUpperCase()}`);
    // The app's first-load words hold a few the popup shares (its success title, the period names).
    const known = new Set([...reference, ...Object.keys(dictionaries.pt_PT)]);
    expect([...named, ...built].filter((key) => !known.has(key))).toEqual([]);
  });
});
