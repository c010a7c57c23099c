import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { deviceDictionaries } from '../devices-i18n';
import { accountDictionaries } from '../testing/dictionaries';
import { confirmsDeletion } from './DeleteAccountPopup';

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

const EMAIL = 'ana@palco.pt';

/** /profile, signed in, with the delete-account popup open. */
async function openPopup(routes: FakeRoutes = {}) {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ email: EMAIL }));
  window.history.pushState({}, '', '/profile');
  api = fakeApi({ 'GET /v1/profiles': ok({ profiles: [] }), ...routes });
  renderWithProviders(<App />, accountDictionaries);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Apagar conta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apagar conta' });
  return { user, dialog };
}

const sent: FakeRoutes = { 'POST /v1/account/delete/code': ok({ ok: true }) };

async function toStepTwo(routes: FakeRoutes = {}) {
  const opened = await openPopup({ ...sent, ...routes });
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Enviar código' }));
  await within(opened.dialog).findByLabelText('Código recebido por e-mail');
  return opened;
}

const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('the confirmation word', () => {
  it('is APAGAR, DELETE or SUPPRIMER by language, typed in any case', () => {
    expect(deviceDictionaries.pt_PT?.ACCOUNT_DELETE_CONFIRM_WORD).toBe('APAGAR');
    expect(deviceDictionaries.en?.ACCOUNT_DELETE_CONFIRM_WORD).toBe('DELETE');
    expect(deviceDictionaries.fr_FR?.ACCOUNT_DELETE_CONFIRM_WORD).toBe('SUPPRIMER');
    expect(confirmsDeletion(' apagar ', 'APAGAR', 'pt_PT')).toBe(true);
    expect(confirmsDeletion('APAGA', 'APAGAR', 'pt_PT')).toBe(false);
    expect(confirmsDeletion('DELETE', 'APAGAR', 'pt_PT')).toBe(false);
  });
});

describe('deleting the account from /profile', () => {
  it('explains what deleting means in a 400 px popup, then sends the code to the account’s e-mail', async () => {
    const { user, dialog } = await openPopup(sent);
    expect(dialog).toHaveStyle({ '--palco-modal-width': '400px' });
    expect(dialog).toHaveTextContent('Não é possível desfazer.');
    expect(dialog).toHaveTextContent(`enviamos um código para ${EMAIL}`);
    expect(api?.requestsTo('/v1/account/delete')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(
      await within(dialog).findByText(`Enviámos um código de 6 dígitos para ${EMAIL}.`),
    ).toBeInTheDocument();
    expect(api?.requestsTo('/v1/account/delete')).toMatchObject([
      { method: 'POST', url: '/v1/account/delete/code' },
    ]);
    expect(within(dialog).getByLabelText('Código recebido por e-mail')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  });

  it('deletes with the code and the typed word, then signs the viewer out with a notice', async () => {
    const ended: string[] = [];
    const toasts: PalcoEvents['toast:show'][] = [];
    const onEnded = ({ reason }: PalcoEvents['session:ended']): void => void ended.push(reason);
    const onToast = (toast: PalcoEvents['toast:show']): void => void toasts.push(toast);
    bus.on('session:ended', onEnded);
    bus.on('toast:show', onToast);
    const { user, dialog } = await toStepTwo({ 'POST /v1/account/delete': ok({ ok: true }) });
    await user.type(within(dialog).getByLabelText('Código recebido por e-mail'), '123 456');
    await user.type(within(dialog).getByLabelText('Para confirmar, escreve APAGAR'), 'apagar');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar a conta' }));

    await waitFor(() => expect(ended).toEqual(['signed-out']));
    bus.off('session:ended', onEnded);
    bus.off('toast:show', onToast);
    expect(api?.requestsTo('/v1/account/delete').at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/account/delete',
      body: { email: EMAIL, code: '123456' },
    });
    expect(toasts).toEqual([{ message: 'A tua conta foi apagada.', kind: 'success' }]);
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The account is gone with its sessions: no logout call.
    expect(api?.requestsTo('/v1/logout')).toEqual([]);
  });

  it('asks for the code and the word before calling the API', async () => {
    const { user, dialog } = await toStepTwo();
    await user.type(within(dialog).getByLabelText('Para confirmar, escreve APAGAR'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar a conta' }));
    const code = within(dialog).getByLabelText('Código recebido por e-mail');
    expect(describedText(code)).toContain('Introduz o código de 6 dígitos.');
    expect(code).toHaveFocus();
    expect(describedText(within(dialog).getByLabelText('Para confirmar, escreve APAGAR'))).toBe(
      'Escreve APAGAR para confirmar.',
    );
    expect(api?.requestsTo('/v1/account/delete')).toHaveLength(1);
  });

  it('says a wrong code under its field, keeps what was typed and the session', async () => {
    const { user, dialog } = await toStepTwo({
      'POST /v1/account/delete': reply(400, { code: 'invalid_code', message: 'x', error: 'Bad Request' }),
    });
    const code = within(dialog).getByLabelText('Código recebido por e-mail');
    await user.type(code, '654321');
    await user.type(within(dialog).getByLabelText('Para confirmar, escreve APAGAR'), 'APAGAR');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar a conta' }));

    await waitFor(() => expect(describedText(code)).toContain('O código não está correto ou já foi usado.'));
    expect(code).toHaveValue('654321');
    expect(within(dialog).getByLabelText('Para confirmar, escreve APAGAR')).toHaveValue('APAGAR');
    expect(within(dialog).getByRole('button', { name: 'Apagar a conta' })).toBeEnabled();
    expect(sessionStore.getState().token).toBe('tok-1');
  });

  it('says when the code could not be sent, and stays on the first step', async () => {
    const { user, dialog } = await openPopup({
      'POST /v1/account/delete/code': reply(502, { code: 'email_not_sent', message: 'x', error: 'x' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não conseguimos enviar o e-mail. Tenta novamente dentro de momentos.',
    );
    expect(within(dialog).queryByLabelText('Código recebido por e-mail')).toBeNull();
  });

  it('closes on Cancel or Escape without deleting anything', async () => {
    const { user, dialog } = await toStepTwo();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apagar conta' }));
    await screen.findByRole('dialog', { name: 'Apagar conta' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api?.requestsTo('/v1/account/delete').map((request) => request.url)).toEqual([
      '/v1/account/delete/code',
    ]);
    expect(sessionStore.getState().token).toBe('tok-1');
  });
});
