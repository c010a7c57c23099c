import { makeAccount } from '@palco/shared/testing';
import {
  accountDataDraft,
  accountDataRequest,
  checkAccountData,
  isUnchanged,
  type AccountDataDraft,
} from './account-data-rules';

const NOW = new Date(2025, 5, 15);

const account = makeAccount({
  first_name: 'Ana',
  last_name: 'Silva Santos',
  phone: '+12685551234',
  gender: 'f',
  birthday: '1990-03-05',
  optin: true,
});

describe('the personal-data form as the account fills it', () => {
  it('shows the full name, the phone at its longest dial code, gender, birthday and opt-in', () => {
    expect(accountDataDraft(account)).toEqual({
      fullName: 'Ana Silva Santos',
      phone: { country: 'AG', number: '5551234' },
      gender: 'f',
      birthDate: { day: '05', month: '03', year: '1990' },
      optin: true,
    });
  });

  it('starts an account without phone on Portugal’s +351, with no birthday and no opt-in', () => {
    const bare = accountDataDraft(
      makeAccount({ phone: null, gender: null, birthday: null, optin: undefined }),
    );
    expect(bare.phone).toEqual({ country: 'PT', number: '' });
    expect(bare.gender).toBe('');
    expect(bare.birthDate).toEqual({ day: '', month: '', year: '' });
    expect(bare.optin).toBe(false);
  });
});

describe('isUnchanged: only what would change the account counts', () => {
  const original = accountDataDraft(account);
  it.each<[string, Partial<AccountDataDraft>, boolean]>([
    ['the same draft', {}, true],
    ['extra spaces in the name', { fullName: '  Ana   Silva Santos ' }, true],
    ['another name', { fullName: 'Ana Santos' }, false],
    ['another number', { phone: { country: 'AG', number: '5551235' } }, false],
    ['another dial code', { phone: { country: 'PT', number: '5551234' } }, false],
    ['another gender', { gender: 'other' }, false],
    ['another birth year', { birthDate: { day: '05', month: '03', year: '1991' } }, false],
    ['the opt-in off', { optin: false }, false],
  ])('%s: %p', (_what, change, unchanged) => {
    expect(isUnchanged({ ...original, ...change }, original)).toBe(unchanged);
  });

  it('a dial code chosen with no number changes nothing', () => {
    const none = accountDataDraft(makeAccount({ phone: null }));
    expect(isUnchanged({ ...none, phone: { country: 'FR', number: '' } }, none)).toBe(true);
  });
});

describe('checkAccountData (spec section 5)', () => {
  const valid = accountDataDraft(account);

  it('takes a valid draft', () => {
    expect(checkAccountData(valid, true, NOW)).toEqual({});
  });

  it('holds the name to the full-name rule and a given phone to 8-15 digits', () => {
    expect(
      checkAccountData({ ...valid, fullName: 'Ana', phone: { country: 'PT', number: '12' } }, true, NOW),
    ).toEqual({
      name: 'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID',
      phone: 'AUTHENTICATION_ERROR_PHONE_INVALID',
    });
    expect(checkAccountData({ ...valid, fullName: ' ' }, true, NOW)).toEqual({
      name: 'ACCOUNT_FULL_NAME_REQUIRED',
    });
    expect(checkAccountData({ ...valid, phone: { country: 'PT', number: '' } }, true, NOW)).toEqual({});
  });

  it('keeps a birthday the account has, and holds one given to a real date of someone 13 or older', () => {
    const empty = { day: '', month: '', year: '' };
    expect(checkAccountData({ ...valid, birthDate: empty }, true, NOW)).toEqual({
      birthday: 'ACCOUNT_REGISTER_BIRTHDAY_REQUIRED',
    });
    expect(checkAccountData({ ...valid, birthDate: empty }, false, NOW)).toEqual({});
    expect(
      checkAccountData({ ...valid, birthDate: { day: '31', month: '02', year: '1990' } }, false, NOW),
    ).toEqual({ birthday: 'ACCOUNT_REGISTER_BIRTHDAY_INVALID' });
    expect(
      checkAccountData({ ...valid, birthDate: { day: '01', month: '01', year: '2015' } }, true, NOW),
    ).toEqual({ birthday: 'ACCOUNT_REGISTER_BIRTHDAY_TOO_YOUNG' });
    expect(
      checkAccountData({ ...valid, birthDate: { day: '01', month: '', year: '1990' } }, false, NOW),
    ).toEqual({ birthday: 'ACCOUNT_REGISTER_BIRTHDAY_REQUIRED' });
  });
});

describe('accountDataRequest: PUT /v1/account’s body', () => {
  it('splits the name, joins dial code and number, sends birthday as YYYY-MM-DD and never the e-mail', () => {
    const draft: AccountDataDraft = {
      fullName: '  Rui   da Costa ',
      phone: { country: 'FR', number: '612345678' },
      gender: 'm',
      birthDate: { day: '14', month: '07', year: '1979' },
      optin: false,
    };
    expect(accountDataRequest(draft, NOW)).toEqual({
      first_name: 'Rui',
      last_name: 'da Costa',
      phone: '+33612345678',
      gender: 'm',
      birthday: '1979-07-14',
      optin: false,
    });
  });

  it('sends an empty phone to remove it, and leaves out a gender and birthday not given', () => {
    const draft = accountDataDraft(makeAccount({ phone: null, gender: null, birthday: null }));
    expect(accountDataRequest(draft, NOW)).toEqual({
      first_name: 'Joana',
      last_name: 'Silva',
      phone: '',
      optin: false,
    });
  });
});
