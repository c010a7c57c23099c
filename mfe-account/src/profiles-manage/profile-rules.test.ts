import fc from 'fast-check';
import { PROFILE_NAME_MAX_LENGTH, PROFILES_PER_ACCOUNT } from '@palco/contracts';
import { makeProfile } from '@palco/shared/testing';
import {
  type CreateDraft,
  canAddProfile,
  changedFields,
  checkCreateDraft,
  checkNewPin,
  checkProfileName,
  createRequest,
  firstFreeAvatar,
  hasCreateInput,
  isDeleteConfirmed,
  isUnchanged,
  isValidPin,
  profileDraft,
  profileLocale,
  profileUpdate,
  tidyProfileName,
} from './profile-rules';

/** Anything a field may hold, including what no keyboard types. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '--', "'", '１２３４', '12 34', 'APAGAR ', 'Zé'),
);
const anything = fc.oneof(anyText, fc.anything());

/** A word of letters (any alphabet, accented) the name rule takes. */
const letterWord = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzáàâãçéêíóôõúüñæøåßłżЖжΩωأب'.split('')), {
    minLength: 2,
    maxLength: 8,
  })
  .map((letters) => letters.join(''));

describe('the form rules never crash, whatever they are given', () => {
  it('names, PINs, their confirmation and the delete word', () => {
    fc.assert(
      fc.property(anything, anything, anyText, anyText, (a, b, typed, word) => {
        expect([null, 'PROFILES_NAME_REQUIRED', 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID']).toContain(
          checkProfileName(a),
        );
        expect(typeof isValidPin(a)).toBe('boolean');
        expect(typeof checkNewPin(a, b)).toBe('object');
        expect(typeof isDeleteConfirmed(typed, word)).toBe('boolean');
        expect(typeof profileLocale(typeof a === 'string' ? a : null)).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkProfileName (spec section 5: at least 2 characters, letters, spaces, apostrophe, hyphen)', () => {
  it.each([
    'Ana',
    'Zé',
    'Miúdos',
    'Avó Rosa',
    "Zé-Maria D'Ávila",
    'Joana d’Arc',
    'Élodie',
    'Łukasz',
    'Θεά',
    '  Rui  ',
  ])('takes %j', (name) => {
    expect(checkProfileName(name)).toBeNull();
  });

  it.each([
    ['one letter', 'A'],
    ['digits', 'Tiago2'],
    ['only digits', '1234'],
    ['signs only', "'-'"],
    ['other signs', 'Ana!'],
    ['an e-mail', 'ana@palco.pt'],
    ['a name over 30 characters', 'A'.repeat(PROFILE_NAME_MAX_LENGTH + 1)],
  ])('refuses %s (%j) with the API’s token', (_what, name) => {
    expect(checkProfileName(name)).toBe('AUTHENTICATION_ERROR_PROFILE_NAME_INVALID');
  });

  it('asks for a name when there is none', () => {
    expect(checkProfileName('')).toBe('PROFILES_NAME_REQUIRED');
    expect(checkProfileName('   ')).toBe('PROFILES_NAME_REQUIRED');
  });

  it('refuses every name with a digit in it', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), fc.string(), (before, digit, after) => {
        expect(checkProfileName(`${before}${digit}${after}`)).not.toBeNull();
      }),
    );
  });

  it('takes any name of lettered words, accents and all, up to the length limit', () => {
    fc.assert(
      fc.property(
        fc.array(letterWord, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(' ', '-', "'"),
        (words, joint) => {
          const name = words.join(joint);
          fc.pre(name.length <= PROFILE_NAME_MAX_LENGTH);
          expect(checkProfileName(name)).toBeNull();
        },
      ),
    );
  });

  it('tidies spaces as the API keeps the name', () => {
    expect(tidyProfileName('  Avó   Rosa ')).toBe('Avó Rosa');
  });
});

describe('PINs (spec section 5: exactly 4 digits)', () => {
  it('takes exactly four ASCII digits, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 }), (digits) => {
        expect(isValidPin(digits.join(''))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isValidPin(text)).toBe(/^[0-9]{4}$/.test(text));
      }),
    );
    for (const pin of ['123', '12345', 'abcd', '12 3', '１２３４', ' 1234', 1234, null]) {
      expect(isValidPin(pin)).toBe(false);
    }
  });

  it('says an invalid PIN under the PIN, then a differing confirmation under the confirmation', () => {
    expect(checkNewPin('12', '12')).toEqual({ pin: 'AUTHENTICATION_ERROR_PIN_INVALID' });
    expect(checkNewPin('1357', '1358')).toEqual({ confirmation: 'AUTHENTICATION_ERROR_PIN_MISMATCH' });
    expect(checkNewPin('1357', '')).toEqual({ confirmation: 'AUTHENTICATION_ERROR_PIN_MISMATCH' });
    expect(checkNewPin('1357', '1357')).toEqual({});
  });

  it('never takes a confirmation that differs from a valid PIN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{4}$/), anyText, (pin, confirmation) => {
        fc.pre(confirmation !== pin);
        expect(checkNewPin(pin, confirmation)).toEqual({ confirmation: 'AUTHENTICATION_ERROR_PIN_MISMATCH' });
      }),
    );
  });
});

describe('isDeleteConfirmed (spec section 5: type the localised word)', () => {
  it('takes the word exactly, spaces around it aside', () => {
    expect(isDeleteConfirmed('APAGAR', 'APAGAR')).toBe(true);
    expect(isDeleteConfirmed(' APAGAR ', 'APAGAR')).toBe(true);
    expect(isDeleteConfirmed('apagar', 'APAGAR')).toBe(false);
    expect(isDeleteConfirmed('APAGA', 'APAGAR')).toBe(false);
    expect(isDeleteConfirmed('DELETE', 'APAGAR')).toBe(false);
  });

  it('is never confirmed by an empty word', () => {
    fc.assert(fc.property(anyText, (typed) => expect(isDeleteConfirmed(typed, ' ')).toBe(false)));
  });
});

describe('the profile limit (spec sections 6 and 9)', () => {
  it(`lets only the master add, below ${PROFILES_PER_ACCOUNT}`, () => {
    expect(canAddProfile(PROFILES_PER_ACCOUNT - 1, true)).toBe(true);
    expect(canAddProfile(PROFILES_PER_ACCOUNT, true)).toBe(false);
    expect(canAddProfile(1, false)).toBe(false);
  });
});

describe('profileLocale', () => {
  it.each([
    ['pt_PT', 'pt_PT'],
    ['pt', 'pt_PT'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['fr_FR', 'fr_FR'],
    ['fr', 'fr_FR'],
    ['de', 'pt_PT'],
    [null, 'pt_PT'],
  ])('%p is %p', (value, locale) => expect(profileLocale(value)).toBe(locale));
});

describe('the edit draft', () => {
  const tiago = makeProfile({
    id: 'p-tiago',
    name: 'Tiago',
    avatar_id: 'av-03',
    locale: 'en',
    subtitle_language: 'pt',
    audio_language: null,
    restriction_id: null,
  });
  const original = profileDraft(tiago);

  it('is the profile as the API has it', () => {
    expect(original).toEqual({
      name: 'Tiago',
      avatarId: 'av-03',
      locale: 'en',
      subtitleLanguage: 'pt',
      audioLanguage: '',
      kids: false,
      restrictionId: null,
    });
  });

  it('counts only what would change the profile', () => {
    expect(isUnchanged({ ...original, name: ' Tiago ' }, original)).toBe(true);
    expect(changedFields({ ...original, name: 'Tiagão', audioLanguage: 'en' }, original)).toEqual([
      'name',
      'audioLanguage',
    ]);
  });

  it('sends only the changes, and the session’s own preferences apart', () => {
    const draft = { ...original, name: '  Tiago  Almeida ', subtitleLanguage: '', kids: true };
    expect(profileUpdate(draft, original, false)).toEqual({
      name: 'Tiago Almeida',
      kids: true,
      subtitle_language: null,
    });
    expect(profileUpdate(draft, original, true)).toEqual({ name: 'Tiago Almeida', kids: true });
    expect(profileUpdate({ ...original, subtitleLanguage: 'en' }, original, true)).toBeNull();
    expect(profileUpdate({ ...original, restrictionId: 'M12' }, original, false)).toBeNull();
  });
});

describe('the create draft', () => {
  const blank: CreateDraft = {
    name: '',
    avatarId: null,
    locale: 'pt_PT',
    kids: false,
    restrictionId: null,
    guest: false,
    pinOn: false,
    pin: '',
    confirmation: '',
  };

  it('checks the name, and the PIN only when asked for one', () => {
    expect(checkCreateDraft({ ...blank, name: 'Ana2' })).toEqual({
      name: 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID',
    });
    expect(checkCreateDraft({ ...blank, name: 'Ana', pin: '12' })).toEqual({});
    expect(checkCreateDraft({ ...blank, name: 'Ana', pinOn: true, pin: '12' })).toEqual({
      pin: 'AUTHENTICATION_ERROR_PIN_INVALID',
    });
    expect(
      checkCreateDraft({ ...blank, name: 'Ana', pinOn: true, pin: '1234', confirmation: '4321' }),
    ).toEqual({
      confirmation: 'AUTHENTICATION_ERROR_PIN_MISMATCH',
    });
  });

  it('sends POST /v1/profile with the confirmation as `code`, and a PIN only when asked for', () => {
    expect(createRequest({ ...blank, name: ' Rita ', avatarId: 'av-05', locale: 'fr_FR' })).toEqual({
      name: 'Rita',
      avatar_id: 'av-05',
      locale: 'fr_FR',
    });
    // A guest profile says so; any other leaves the flag out.
    expect(createRequest({ ...blank, name: 'Visita', guest: true })).toMatchObject({ guest: true });
    expect(
      createRequest({
        ...blank,
        name: 'Rita',
        kids: true,
        restrictionId: 'M6',
        pinOn: true,
        pin: '0042',
        confirmation: '0042',
      }),
    ).toEqual({
      name: 'Rita',
      avatar_id: null,
      locale: 'pt_PT',
      kids: true,
      restriction_id: 'M6',
      pin: '0042',
      code: '0042',
    });
  });

  it('has input once anything is chosen', () => {
    expect(hasCreateInput(blank, blank)).toBe(false);
    expect(hasCreateInput({ ...blank, name: ' ' }, blank)).toBe(false);
    expect(hasCreateInput({ ...blank, name: 'R' }, blank)).toBe(true);
    expect(hasCreateInput({ ...blank, pinOn: true }, blank)).toBe(true);
  });
});

describe('firstFreeAvatar', () => {
  const avatars = ['av-01', 'av-02', 'av-03'].map((id) => ({ id, name: id, url: `/${id}.svg` }));

  it('is the first avatar no profile wears, else the first', () => {
    expect(firstFreeAvatar(avatars, [makeProfile({ avatar_id: 'av-01' })])).toBe('av-02');
    expect(
      firstFreeAvatar(
        avatars,
        avatars.map((avatar) => makeProfile({ avatar_id: avatar.id })),
      ),
    ).toBe('av-01');
    expect(firstFreeAvatar([], [])).toBeNull();
  });
});
