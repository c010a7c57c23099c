import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAffiliate, sessionStore, setAffiliate } from '@palco/shared';
import { type FakeRoutes, fakeApi, reply, renderWithProviders } from '@palco/shared/testing';
import { LoginPopup } from '../login/LoginPopup';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { answerCaptcha, fillStepOne, settingsRoute } from '../testing/signup';

const created = { id: 'acc-new', email: 'nova.conta@exemplo.pt', activated: false, completed: false };
const accepted = reply(201, { ...created, access_token: 'signup-token', token_type: 'Bearer' });
const refused = reply(400, {
  code: 'unknown_affiliate',
  message: 'Não conhecemos este parceiro, ou a sua oferta já terminou.',
  error: 'Bad Request',
});

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  localStorage.clear();
});

async function register(routes: FakeRoutes): Promise<void> {
  api = fakeApi({ ...settingsRoute, ...routes });
  renderWithProviders(<LoginPopup onClose={jest.fn()} initialView="register" />, dictionaries);
  const user = userEvent.setup();
  await fillStepOne(user);
  await answerCaptcha('captcha-1');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

const signups = (): unknown[] => (api?.requestsTo('/v1/signup') ?? []).map((request) => request.body);

describe('registration through a partner (spec sections 3 and 7: POST /v1/signup affiliate)', () => {
  it('sends the partner’s marker as affiliate', async () => {
    setAffiliate('vodafone');
    await register({ 'POST /v1/signup': accepted });
    expect(await screen.findByRole('dialog', { name: 'Completa o teu registo' })).toBeInTheDocument();
    expect(signups()).toEqual([
      expect.objectContaining({ affiliate: 'vodafone', email: 'nova.conta@exemplo.pt' }),
    ]);
    // The marker stays for the plans that follow.
    expect(getAffiliate()).toBe('vodafone');
  });

  it('sends no affiliate without a marker', async () => {
    await register({ 'POST /v1/signup': accepted });
    await screen.findByRole('dialog', { name: 'Completa o teu registo' });
    expect(signups()).toHaveLength(1);
    expect(signups()[0]).not.toHaveProperty('affiliate');
  });

  it('sends no affiliate for a marker that has expired', async () => {
    localStorage.setItem(
      'palco.affiliates',
      JSON.stringify({ id: 'nos', savedAt: Date.now() - 31 * 86_400_000 }),
    );
    await register({ 'POST /v1/signup': accepted });
    await screen.findByRole('dialog', { name: 'Completa o teu registo' });
    expect(signups()[0]).not.toHaveProperty('affiliate');
  });

  it('forgets a partner the API refuses and signs up without it, with the same captcha', async () => {
    setAffiliate('samsung');
    await register({
      'POST /v1/signup': (request) =>
        (request.body as { affiliate?: string }).affiliate ? refused : accepted,
    });
    expect(await screen.findByRole('dialog', { name: 'Completa o teu registo' })).toBeInTheDocument();
    await waitFor(() => expect(signups()).toHaveLength(2));
    expect(signups()[0]).toMatchObject({ affiliate: 'samsung', google_recaptcha_token: 'captcha-1' });
    expect(signups()[1]).not.toHaveProperty('affiliate');
    expect(signups()[1]).toMatchObject({ google_recaptcha_token: 'captcha-1' });
    expect(getAffiliate()).toBeNull();
  });
});
