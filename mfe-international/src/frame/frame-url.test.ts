import { withSignupEmail } from './frame-url';

describe('withSignupEmail', () => {
  it('adds the e-mail as the query', () => {
    expect(withSignupEmail('http://localhost:4000/sandbox/international', 'ana+tv@example.com')).toBe(
      'http://localhost:4000/sandbox/international?email=ana%2Btv%40example.com',
    );
  });

  it('keeps an existing query and fragment', () => {
    expect(withSignupEmail('https://partner.example/signup?lang=pt#form', 'ana@example.com')).toBe(
      'https://partner.example/signup?lang=pt&email=ana%40example.com#form',
    );
  });
});
