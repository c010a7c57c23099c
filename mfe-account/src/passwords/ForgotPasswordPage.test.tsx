import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus } from '@palco/shared';
import { type FakeRoutes, fakeApi, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { RECOVER_HOME_DELAY_SECONDS } from './ForgotPasswordPage';

let api: ReturnType<typeof fakeApi> | null = null;
const opened: PalcoEvents['overlay:open'][] = [];
const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);

beforeEach(() => bus.on('overlay:open', onOpen));
afterEach(async () => {
  bus.off('overlay:open', onOpen);
  opened.length = 0;
  jest.restoreAllMocks();
  await api?.restore();
  api = null;
  window.history.pushState({}, '', '/');
});

const done = ok({ ok: true });

/** Opens the page, whose module loads on demand, once it shows. */
async function openPage(routes: FakeRoutes): Promise<ReturnType<typeof userEvent.setup>> {
  window.history.pushState({}, '', '/esqueci-password');
  api = fakeApi(routes);
  renderWithProviders(<App />, dictionaries);
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function requestCode(user: ReturnType<typeof userEvent.setup>, email = ' Ana@Palco.pt'): Promise<void> {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByRole('heading', { level: 2, name: 'Escolher uma nova palavra-passe' });
}

interface ResetInput {
  code?: string;
  password?: string;
  confirmation?: string;
}

async function fillReset(user: ReturnType<typeof userEvent.setup>, input: ResetInput = {}): Promise<void> {
  const { code = '123456', password = 'novasenha1', confirmation = password } = input;
  if (code) await user.type(screen.getByLabelText('Código recebido por e-mail'), code);
  if (password) await user.type(screen.getByLabelText('Nova palavra-passe'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar a nova palavra-passe'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Guardar a nova palavra-passe' }));
}

describe('/esqueci-password: asking for a code', () => {
  it('names the page and the tab, and asks for the account’s e-mail', async () => {
    await openPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar palavra-passe' })).toBeInTheDocument();
    expect(document.title).toBe('Recuperar palavra-passe — Palco');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
  });

  it('checks the e-mail before calling', async () => {
    const user = await openPage({ 'PUT /v1/account/forgot': done });
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(describedText(screen.getByLabelText('E-mail'))).toBe('Indica o teu e-mail.');
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(describedText(screen.getByLabelText('E-mail'))).toBe('E-mail incorreto.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(api?.requests).toEqual([]);
  });

  it('sends the trimmed, lower-cased e-mail and moves on to the code, saying where it went', async () => {
    const user = await openPage({ 'PUT /v1/account/forgot': done });
    await requestCode(user);
    expect(api?.requests[0]).toMatchObject({
      method: 'PUT',
      url: '/v1/account/forgot',
      body: { email: 'ana@palco.pt' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se existir uma conta com o e-mail ana@palco.pt, enviámos-lhe um código de 6 dígitos.',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('Ana@Palco.pt');
    expect(screen.getByRole('button', { name: /^Enviar um novo código \(\d+ s\)$/ })).toBeDisabled();
  });

  it('says when to try again after too many requests', async () => {
    const user = await openPage({
      'PUT /v1/account/forgot': reply(
        429,
        { code: 'too_many_attempts', message: 'x', error: 'Too Many Requests' },
        { 'Retry-After': '900' },
      ),
    });
    await user.type(screen.getByLabelText('E-mail'), 'ana@palco.pt');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Podes tentar outra vez daqui a 15 minutos.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@palco.pt');
  });

  it('lets a viewer who already has a code go straight to the reset', async () => {
    const user = await openPage({});
    await user.click(screen.getByRole('button', { name: 'Já tenho um código' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Escolher uma nova palavra-passe' })).toHaveFocus();
    expect(screen.getByLabelText('Código recebido por e-mail')).toBeInTheDocument();
    expect(api?.requests).toEqual([]);
  });
});

describe('/esqueci-password: the reset by code', () => {
  it('checks the code, the length of the new password and its confirmation, under each field', async () => {
    const user = await openPage({ 'PUT /v1/account/forgot': done, 'PUT /v1/account/reset': done });
    await requestCode(user);
    await fillReset(user, { code: '12', password: 'curta', confirmation: 'outra' });
    expect(describedText(screen.getByLabelText('Código recebido por e-mail'))).toContain(
      'Introduz o código de 6 dígitos.',
    );
    expect(describedText(screen.getByLabelText('Nova palavra-passe'))).toContain(
      'A tua palavra-passe é demasiado curta.',
    );
    expect(describedText(screen.getByLabelText('Confirmar a nova palavra-passe'))).toBe(
      'As palavras-passe têm de ser iguais.',
    );
    expect(screen.getByLabelText('Código recebido por e-mail')).toHaveFocus();
    expect(api?.requestsTo('/v1/account/reset')).toEqual([]);
  });

  it.each([
    ['invalid_code', 'O código não está correto ou já foi usado.'],
    ['code_expired', 'O código expirou. Pede um novo.'],
  ])('puts %s under the code and keeps everything typed', async (code, text) => {
    const user = await openPage({
      'PUT /v1/account/forgot': done,
      'PUT /v1/account/reset': reply(400, { code, message: 'x', error: 'Bad Request' }),
    });
    await requestCode(user);
    await fillReset(user);
    const field = screen.getByLabelText('Código recebido por e-mail');
    await waitFor(() => expect(describedText(field)).toContain(text));
    expect(field).toHaveValue('123456');
    expect(screen.getByLabelText('Nova palavra-passe')).toHaveValue('novasenha1');
  });

  it('resets with the e-mail, the code’s digits and the new password, then goes home to sign in after 5 s', async () => {
    const user = await openPage({ 'PUT /v1/account/forgot': done, 'PUT /v1/account/reset': done });
    await requestCode(user);
    await fillReset(user, { code: '123 456' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Palavra-passe alterada' })).toHaveFocus();
    expect(api?.requestsTo('/v1/account/reset')[0]).toMatchObject({
      method: 'PUT',
      body: { email: 'ana@palco.pt', code: '123456', password: 'novasenha1' },
    });
    expect(
      screen.getByText(`Vais voltar ao início dentro de ${RECOVER_HOME_DELAY_SECONDS} s.`),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/esqueci-password');

    const later = Date.now() + RECOVER_HOME_DELAY_SECONDS * 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(opened).toEqual([{ name: 'login' }]);
  });

  it('goes at once on “sign in now”', async () => {
    const user = await openPage({ 'PUT /v1/account/forgot': done, 'PUT /v1/account/reset': done });
    await requestCode(user);
    await fillReset(user);
    await user.click(await screen.findByRole('button', { name: 'Entrar agora' }));
    expect(window.location.pathname).toBe('/');
    expect(opened).toEqual([{ name: 'login' }]);
  });

  it('sends a new code when asked, once the wait is over', async () => {
    const user = await openPage({ 'PUT /v1/account/forgot': done });
    await user.click(screen.getByRole('button', { name: 'Já tenho um código' }));
    await user.type(screen.getByLabelText('E-mail'), 'ana@palco.pt');
    await user.click(screen.getByRole('button', { name: 'Enviar um novo código' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ana@palco.pt');
    expect(api?.requestsTo('/v1/account/forgot')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Enviar um novo código \(\d+ s\)$/ })).toBeDisabled();
  });
});
