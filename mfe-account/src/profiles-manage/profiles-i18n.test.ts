import { addTranslations, ApiError, i18n, supportedLocales } from '@palco/shared';
import { accountErrorText } from '../errors/account-errors';
import { formDictionaries } from '../forms-i18n';
import { dictionaries } from '../i18n';
import { profilesDictionaries } from './profiles-i18n';

/** Shared with deleting the account, which brings the same word in its own strings. */
const SHARED_KEYS = new Set(['ACCOUNT_DELETE_CONFIRM_WORD']);

describe('the profile pages’ dictionaries', () => {
  const reference = Object.keys(profilesDictionaries.pt_PT).sort();

  it.each(supportedLocales)('%s holds every key, none empty', (locale) => {
    expect(Object.keys(profilesDictionaries[locale]).sort()).toEqual(reference);
    expect(Object.values(profilesDictionaries[locale]).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('names no key the app’s or the forms’ strings have, so none hides another’s words', () => {
    const others = new Set([...Object.keys(dictionaries.pt_PT), ...Object.keys(formDictionaries.pt_PT)]);
    expect(reference.filter((key) => others.has(key) && !SHARED_KEYS.has(key))).toEqual([]);
  });

  it('has the localised word that confirms a deletion (spec section 5)', () => {
    expect(profilesDictionaries.pt_PT.ACCOUNT_DELETE_CONFIRM_WORD).toBe('APAGAR');
    expect(profilesDictionaries.en.ACCOUNT_DELETE_CONFIRM_WORD).toBe('DELETE');
    expect(profilesDictionaries.fr_FR.ACCOUNT_DELETE_CONFIRM_WORD).toBe('SUPPRIMER');
    for (const locale of supportedLocales) {
      const elsewhere = { ...dictionaries[locale], ...formDictionaries[locale] }.ACCOUNT_DELETE_CONFIRM_WORD;
      if (elsewhere !== undefined)
        expect(elsewhere).toBe(profilesDictionaries[locale].ACCOUNT_DELETE_CONFIRM_WORD);
    }
  });

  it('words the PIN rules as the spec does in English', () => {
    expect(profilesDictionaries.en.AUTHENTICATION_ERROR_PIN_INVALID).toMatch(/^Please insert a valid PIN/);
    expect(profilesDictionaries.en.AUTHENTICATION_ERROR_PIN_MISMATCH).toBe(
      'The PIN codes entered do not match.',
    );
  });
});

describe('the profile calls’ refusals in words (errors/account-errors.ts)', () => {
  addTranslations(formDictionaries);
  addTranslations(profilesDictionaries);
  const pt = i18n.getFixedT('pt_PT');
  const en = i18n.getFixedT('en');

  it.each([
    ['profile_limit_reached', 409, 'A conta já tem o máximo de 5 perfis.'],
    ['manager_profile_required', 403, 'Só o perfil gestor da conta pode fazer isto.'],
    ['master_profile', 403, 'O perfil gestor da conta não pode ser apagado.'],
    ['invalid_pin', 403, 'O PIN não está correto.'],
    ['AUTHENTICATION_ERROR_PIN_MISMATCH', 400, 'Os códigos PIN introduzidos não coincidem.'],
    ['AUTHENTICATION_ERROR_PROFILE_NAME_INVALID', 400, expect.stringContaining('pelo menos 2 caracteres')],
  ])('gives %s (%i) its own words', (code, status, text) => {
    expect(accountErrorText(pt, new ApiError(code, 'server words', status), 'pt_PT')).toEqual(text);
  });

  it('in each language', () => {
    expect(accountErrorText(en, new ApiError('manager_profile_required', 'x', 403), 'en')).toBe(
      'Only the account manager profile can do this.',
    );
  });
});
