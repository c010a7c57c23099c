import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageSettings, sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { accountDictionaries } from '../testing/dictionaries';
import { normaliseTvCode, spelledOut, tvCodeProblem } from './tv-code';

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

async function openPage(
  routes: FakeRoutes = {},
  signedIn = true,
): Promise<ReturnType<typeof userEvent.setup>> {
  if (signedIn) {
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount(makeAccount({ email: 'ana@palco.pt' }));
  }
  window.history.pushState({}, '', '/apptv');
  api = fakeApi(routes);
  renderWithProviders(<App />, accountDictionaries);
  await screen.findByRole('heading', { level: 1, name: 'Associar a app de TV' });
  return userEvent.setup();
}

const codeField = (): HTMLElement => screen.getByLabelText('Código da TV');

const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const refusal = (status: number, code: string) => reply(status, { code, message: 'x', error: 'x' });

describe('the TV code as typed', () => {
  it('ignores case, spaces and dashes, and needs 6 characters without look-alikes', () => {
    expect(normaliseTvCode(' ab3-x 7k ')).toBe('AB3X7K');
    expect(tvCodeProblem('ab3 x7k')).toBeNull();
    expect(tvCodeProblem('AB3X7')).toBe('ACCOUNT_TV_CODE_REQUIRED');
    expect(tvCodeProblem('AB3X7KK')).toBe('ACCOUNT_TV_CODE_REQUIRED');
    expect(tvCodeProblem('AB0X7K')).toBe('ACCOUNT_TV_CODE_REQUIRED');
    expect(spelledOut('AB3')).toBe('A B 3');
  });
});

describe('/apptv', () => {
  it('takes the code in one labelled field, shown in capitals, for a one-time code', async () => {
    const user = await openPage();
    expect(document.title).toBe('Associar a app de TV — Palco');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(codeField(), 'ab3 x7k');
    expect(codeField()).toHaveValue('AB3 X7K');
  });

  it('links the code, sent without spaces, then says the screen will sign in and empties the field', async () => {
    const user = await openPage({ 'POST /v1/device/link': ok({ ok: true }) });
    await user.type(codeField(), 'ab3 x7k');
    await user.click(screen.getByRole('button', { name: 'Associar' }));

    expect(
      await screen.findByText('Pronto! O ecrã vai entrar na tua conta dentro de momentos.'),
    ).toBeInTheDocument();
    expect(api?.requestsTo('/v1/device')).toEqual([
      expect.objectContaining({ method: 'POST', url: '/v1/device/link', body: { code: 'AB3X7K' } }),
    ]);
    expect(codeField()).toHaveValue('');
  });

  it('asks for the whole code before calling the API', async () => {
    const user = await openPage();
    await user.type(codeField(), 'ab3');
    await user.click(screen.getByRole('button', { name: 'Associar' }));
    expect(describedText(codeField())).toContain('Introduz o código de 6 caracteres que aparece no ecrã.');
    expect(codeField()).toHaveFocus();
    expect(api?.requestsTo('/v1/device')).toEqual([]);
  });

  it.each([
    ['invalid_code', 400, 'O código não está correto ou já foi usado.'],
    ['code_expired', 400, 'O código expirou. Pede um novo.'],
    ['code_already_used', 409, 'Este código já foi usado noutra conta. Pede um código novo na TV.'],
  ])('says %s under the field and keeps what was typed', async (code, status, text) => {
    const user = await openPage({ 'POST /v1/device/link': refusal(status, code) });
    await user.type(codeField(), 'ab3x7k');
    await user.click(screen.getByRole('button', { name: 'Associar' }));
    await waitFor(() => expect(describedText(codeField())).toContain(text));
    expect(codeField()).toHaveValue('AB3X7K');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Associar' })).toBeEnabled();
  });

  it('says when the account has no room for another device', async () => {
    const user = await openPage({ 'POST /v1/device/link': refusal(403, 'device_limit_reached') });
    await user.type(codeField(), 'ab3x7k');
    await user.click(screen.getByRole('button', { name: 'Associar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/máximo de 10 dispositivos/);
    expect(codeField()).toHaveValue('AB3X7K');
  });

  it('says when to try again after too many wrong codes', async () => {
    const user = await openPage({
      'POST /v1/device/link': reply(
        429,
        { code: 'too_many_attempts', message: 'x', error: 'x' },
        { 'Retry-After': '120' },
      ),
    });
    await user.type(codeField(), 'ab3x7k');
    await user.click(screen.getByRole('button', { name: 'Associar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Podes tentar outra vez daqui a 2 minutos.',
    );
  });

  it('offers the login popup to a visitor', async () => {
    await openPage({}, false);
    expect(screen.getByText('Entra na tua conta para associares a app de TV.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código da TV')).toBeNull();
  });

  describe('with the tv_code_login flag off', () => {
    afterEach(async () => {
      await api?.restore();
      api = fakeApi({ 'GET /v1/setting': ok({ flags: { tv_code_login: 1 } }) });
      await loadPageSettings();
    });

    it('says pairing is not available, with no form', async () => {
      api = fakeApi({ 'GET /v1/setting': ok({ flags: { tv_code_login: 0 } }) });
      await loadPageSettings();
      await api.restore();
      await openPage();
      expect(screen.getByText('A associação por código não está disponível de momento.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Código da TV')).toBeNull();
    });
  });
});
