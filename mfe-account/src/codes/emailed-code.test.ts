import { codeDigits, codeProblem } from './emailed-code';

describe('an e-mailed code as typed', () => {
  it('is read as its 6 digits, whatever spaces or dashes came with them', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56')).toBe('123456');
    expect(codeProblem('123 456')).toBeNull();
  });

  it('asks for the 6 digits when there are fewer or more', () => {
    expect(codeProblem('12345')).toBe('ACCOUNT_CODE_REQUIRED');
    expect(codeProblem('1234567')).toBe('ACCOUNT_CODE_REQUIRED');
    expect(codeProblem('')).toBe('ACCOUNT_CODE_REQUIRED');
  });
});
