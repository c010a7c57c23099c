import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoutes, fakeApi, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { RESEND_CODE_COOLDOWN_SECONDS } from '../codes/emailed-code';
import { ActivationPopup } from './ActivationPopup';

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
});

const activated = ok({ id: 'acc-new', email: 'nova@palco.pt', activated: true });

function renderActivation(
  routes: FakeRoutes,
  {
    accountId = 'acc-new',
    reason = 'registered',
  }: { accountId?: string | null; reason?: 'registered' | 'not-activated' } = {},
): { user: ReturnType<typeof userEvent.setup>; onActivated: jest.Mock; onClose: jest.Mock } {
  api = fakeApi(routes);
  const onActivated = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <ActivationPopup
      email="nova@palco.pt"
      accountId={accountId}
      reason={reason}
      onActivated={onActivated}
      onClose={onClose}
    />,
    dictionaries,
  );
  return { user: userEvent.setup(), onActivated, onClose };
}

const codeField = (): HTMLElement => screen.getByLabelText('Código de ativação');
const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const activate = (user: ReturnType<typeof userEvent.setup>): Promise<void> =>
  user.click(screen.getByRole('button', { name: 'Ativar' }));

describe('the activation popup', () => {
  it('says where the code went, and takes it in a labelled, focused one-time-code field', () => {
    renderActivation({});
    const dialog = screen.getByRole('dialog', { name: 'Ativar a conta' });
    expect(dialog).toHaveTextContent(
      'Enviámos um código de 6 dígitos para nova@palco.pt. Introduz-o aqui para ativares a tua conta.',
    );
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(describedText(codeField())).toBe('O código é válido durante 30 minutos.');
  });

  it('asks for the 6 digits before calling', async () => {
    const { user } = renderActivation({ 'POST /v1/validate': activated });
    await user.type(codeField(), '1234');
    await activate(user);
    expect(describedText(codeField())).toContain('Introduz o código de 6 dígitos.');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(api?.requests).toEqual([]);
  });

  it('activates the account sign-up made with the code (spaces are fine) and hands over', async () => {
    const { user, onActivated } = renderActivation({ 'POST /v1/validate': activated });
    await user.type(codeField(), '123 456');
    await activate(user);
    await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
    expect(api?.requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/validate',
      body: { code: '123456', id: 'acc-new' },
    });
  });

  it('sends the e-mail in place of the id when sign-in found the account waiting (423)', async () => {
    const { user, onActivated } = renderActivation(
      { 'POST /v1/validate': activated },
      { accountId: null, reason: 'not-activated' },
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'A tua conta ainda não está ativa. Introduz o código de 6 dígitos que enviámos para nova@palco.pt, ou pede um novo.',
    );
    await user.type(codeField(), '654321');
    await activate(user);
    await waitFor(() => expect(onActivated).toHaveBeenCalled());
    expect(api?.requests[0]?.body).toEqual({ code: '654321', email: 'nova@palco.pt' });
  });

  it.each([
    ['invalid_code', 'O código não está correto ou já foi usado.'],
    ['code_expired', 'O código expirou. Pede um novo.'],
  ])('puts %s under the code, keeping it for correction', async (code, text) => {
    const { user, onActivated } = renderActivation({
      'POST /v1/validate': reply(400, { code, message: 'x', error: 'Bad Request' }),
    });
    await user.type(codeField(), '111111');
    await activate(user);
    await waitFor(() => expect(describedText(codeField())).toContain(text));
    expect(codeField()).toHaveValue('111111');
    expect(codeField()).toHaveFocus();
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('says when to try again after too many guesses', async () => {
    const { user } = renderActivation({
      'POST /v1/validate': reply(
        429,
        { code: 'too_many_attempts', message: 'x', error: 'Too Many Requests' },
        { 'Retry-After': '30' },
      ),
    });
    await user.type(codeField(), '111111');
    await activate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Podes tentar outra vez daqui a 30 segundos.',
    );
  });
});

describe('sending a new code', () => {
  it('waits a while after the code sign-up just sent', () => {
    renderActivation({});
    expect(
      screen.getByRole('button', { name: `Enviar um novo código (${RESEND_CODE_COOLDOWN_SECONDS} s)` }),
    ).toBeDisabled();
  });

  it('sends one at once after a 423, then says so, empties the void code and waits again', async () => {
    const { user } = renderActivation(
      { 'PUT /v1/account/activate': ok({ ok: true }) },
      { accountId: null, reason: 'not-activated' },
    );
    await user.type(codeField(), '999');
    await user.click(screen.getByRole('button', { name: 'Enviar um novo código' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviámos um novo código para nova@palco.pt.',
    );
    expect(api?.requests[0]).toMatchObject({
      method: 'PUT',
      url: '/v1/account/activate',
      body: { email: 'nova@palco.pt' },
    });
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    expect(
      screen.getByRole('button', { name: `Enviar um novo código (${RESEND_CODE_COOLDOWN_SECONDS} s)` }),
    ).toBeDisabled();
  });

  it('says why when the code could not be sent', async () => {
    const { user } = renderActivation(
      {
        'PUT /v1/account/activate': reply(502, {
          code: 'email_not_sent',
          message: 'x',
          error: 'Bad Gateway',
        }),
      },
      { accountId: null, reason: 'not-activated' },
    );
    await user.click(screen.getByRole('button', { name: 'Enviar um novo código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não conseguimos enviar o e-mail. Tenta novamente dentro de momentos.',
    );
    expect(screen.getByRole('button', { name: 'Enviar um novo código' })).toBeEnabled();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = renderActivation({});
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
