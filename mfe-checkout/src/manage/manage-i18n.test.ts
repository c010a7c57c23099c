import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BILLING_FIELD_MAX, PaymentMethodSchema } from '@palco/contracts';
import { supportedLocales } from '@palco/shared';
import { dictionaries } from '../i18n';
import { manageDictionaries } from './manage-i18n';

const reference = Object.keys(manageDictionaries.pt_PT).sort();

describe('the subscription and billing pages’ words', () => {
  it.each(supportedLocales)('%s holds every key, none empty', (locale) => {
    expect(Object.keys(manageDictionaries[locale]).sort()).toEqual(reference);
    expect(Object.values(manageDictionaries[locale]).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('hold every key the pages name, those they build from a method or a field included', () => {
    const sources = readdirSync(__dirname)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n');
    // Keys written out as strings ('MANAGE_…'); the ones built with a method or a field are listed below.
    const named = new Set([...sources.matchAll(/['"](MANAGE_[A-Z_]+)['"]/g)].map(([, key]) => key ?? ''));
    const built = [
      ...PaymentMethodSchema.options.map((method) => `MANAGE_METHOD_${method.toUpperCase()}`),
      ...Object.keys(BILLING_FIELD_MAX).map((field) => `MANAGE_BILLING_${field.toUpperCase()}`),
      ...['name', 'address', 'city', 'country', 'phone_number', 'zip_code', 'tax_id_number', 'iban'].map(
        (field) => `MANAGE_BILLING_INVALID_${field.toUpperCase()}`,
      ),
      'MANAGE_BILLING_INVALID_ZIP_CODE_PT',
      'MANAGE_BILLING_INVALID_TAX_ID_NUMBER_PT',
    ];
    const missing = [...named, ...built].filter((key) => !reference.includes(key));
    expect(missing).toEqual([]);
  });

  it('name no key of the app’s first-load words, so neither hides the other’s', () => {
    const app = new Set(Object.keys(dictionaries.pt_PT));
    expect(reference.filter((key) => app.has(key))).toEqual([]);
  });
});
