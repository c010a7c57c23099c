import { isValidFullName, joinName, splitFullName } from './name-rules';

describe('the full-name rule (spec section 5)', () => {
  it.each([
    'Ana Silva',
    'João Conceição',
    'Maria da Graça Sousa-Lopes',
    "Joana D'Arc",
    'Zoë  Ångström',
    '  Rui Costa  ',
  ])('takes %p', (name) => {
    expect(isValidFullName(name)).toBe(true);
  });

  it.each([
    ['Ana', 'one part: the last name is missing'],
    ['Ana S', 'a part of one letter'],
    ['Ana Silva3', 'a digit'],
    ['Ana Silva!', 'a sign'],
    ['Ana -', 'a part with no letters'],
    ['', 'nothing'],
  ])('refuses %p (%s)', (name) => {
    expect(isValidFullName(name)).toBe(false);
  });
});

describe('splitFullName and joinName', () => {
  it('keeps the first part as the first name and the rest as the last name', () => {
    expect(splitFullName('  Maria  da Graça   Sousa ')).toEqual({
      first_name: 'Maria',
      last_name: 'da Graça Sousa',
    });
    expect(splitFullName('')).toEqual({ first_name: '', last_name: '' });
  });

  it('joins an account’s names back, leaving out an empty one', () => {
    expect(joinName('Ana', 'Silva')).toBe('Ana Silva');
    expect(joinName('Ana', '')).toBe('Ana');
    expect(joinName('', '')).toBe('');
  });
});
