import { emailCandidates, suggestFreeEmail } from './email-suggestion';

describe('another e-mail for a taken one (spec section 8)', () => {
  it('numbers the local part, carrying on from a number it has', () => {
    expect(emailCandidates('ana@exemplo.pt', 3)).toEqual([
      'ana1@exemplo.pt',
      'ana2@exemplo.pt',
      'ana3@exemplo.pt',
    ]);
    expect(emailCandidates('ana7@exemplo.pt', 2)).toEqual(['ana8@exemplo.pt', 'ana9@exemplo.pt']);
    expect(emailCandidates('not-an-email')).toEqual([]);
  });

  it('suggests the first that has no account, and nothing when the check fails', async () => {
    const taken = new Set(['ana1@exemplo.pt']);
    const check = jest.fn(async (email: string) => ({ exists: taken.has(email) }));
    await expect(suggestFreeEmail('ana@exemplo.pt', check)).resolves.toBe('ana2@exemplo.pt');
    expect(check).toHaveBeenCalledTimes(2);
    await expect(suggestFreeEmail('ana@exemplo.pt', async () => null)).resolves.toBeNull();
    await expect(suggestFreeEmail('ana@exemplo.pt', async () => ({ exists: true }))).resolves.toBeNull();
  });
});
