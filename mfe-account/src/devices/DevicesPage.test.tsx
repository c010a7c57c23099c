import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Device, PalcoEvents } from '@palco/contracts';
import { bus, loadPageSettings, sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { accountDictionaries } from '../testing/dictionaries';
import { formatSeen } from './device-name';

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

const LAST_SEEN = 1_775_000_000;

const laptop: Device = {
  id: 'dev-laptop',
  browser: 'Chrome',
  os: 'Linux',
  platform: 'web',
  first_seen: LAST_SEEN - 86_400,
  last_seen: LAST_SEEN,
  current: true,
};
const tv: Device = {
  id: 'dev-tv',
  browser: null,
  os: 'Tizen',
  platform: 'tv',
  first_seen: LAST_SEEN - 3600,
  last_seen: LAST_SEEN - 60,
  current: false,
};
const unknown: Device = { ...tv, id: 'dev-unknown', os: null, platform: null };

const listOf = (...devices: Device[]) => ok({ devices, max_devices: 10 });

/** Opens a page of the account area, signed in unless told otherwise; returns the user. */
async function open(
  path: string,
  routes: FakeRoutes,
  signedIn = true,
): Promise<ReturnType<typeof userEvent.setup>> {
  if (signedIn) {
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount(makeAccount({ id: 'acc-1', email: 'ana@palco.pt' }));
  }
  window.history.pushState({}, '', path);
  api = fakeApi({ 'GET /v1/profiles': ok({ profiles: [] }), ...routes });
  renderWithProviders(<App />, accountDictionaries);
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

describe('/profile/devices', () => {
  it('lists the devices with their name, platform and last use in the viewer’s language, this one marked', async () => {
    await open('/profile/devices', { 'GET /v1/devices': listOf(laptop, tv, unknown) });
    expect(screen.getByRole('heading', { level: 1, name: 'Dispositivos' })).toBeInTheDocument();
    expect(document.title).toBe('Dispositivos — Palco');

    const list = await screen.findByRole('list', { name: 'Dispositivos com sessão iniciada' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome em Linux');
    expect(rows[0]).toHaveTextContent('Este dispositivo');
    expect(rows[0]).toHaveTextContent('Navegador');
    expect(rows[0]).toHaveTextContent(`Última utilização: ${formatSeen(LAST_SEEN, 'pt-PT')}`);
    expect(rows[1]).toHaveTextContent('Tizen');
    expect(rows[1]).toHaveTextContent('TV');
    expect(rows[1]).not.toHaveTextContent('Este dispositivo');
    expect(rows[2]).toHaveTextContent('Dispositivo desconhecido');
    expect(screen.getByText('3 de 10 dispositivos')).toBeInTheDocument();
    expect(screen.getByText(/Podes ter até 10/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à minha conta' })).toHaveAttribute('href', '/profile');
  });

  it('formats the last use for the viewer’s locale', () => {
    const moment = Date.UTC(2026, 2, 5, 21, 30) / 1000;
    expect(formatSeen(moment, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(moment * 1000),
      ),
    );
    expect(formatSeen(moment, 'en')).not.toBe(formatSeen(moment, 'fr-FR'));
  });

  it('removes another device after a confirmation, then shows the list without it', async () => {
    let devices = [laptop, tv];
    const toasts: PalcoEvents['toast:show'][] = [];
    const onToast = (toast: PalcoEvents['toast:show']): void => void toasts.push(toast);
    bus.on('toast:show', onToast);
    const user = await open('/profile/devices', {
      'GET /v1/devices': () => ok({ devices, max_devices: 10 }),
      'DELETE /v1/device/dev-tv': () => {
        devices = [laptop];
        return ok({ ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remover Tizen' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover dispositivo' });
    expect(dialog).toHaveTextContent('Tizen deixa de ter sessão iniciada na tua conta.');
    expect(api?.requestsTo('/v1/device/')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    bus.off('toast:show', onToast);
    expect(api?.requestsTo('/v1/device/')).toMatchObject([{ method: 'DELETE', url: '/v1/device/dev-tv' }]);
    expect(toasts).toEqual([{ message: 'Dispositivo removido.', kind: 'success' }]);
    expect(sessionStore.getState().token).toBe('tok-1');
  });

  it('keeps the device when the viewer cancels, or presses Escape', async () => {
    const user = await open('/profile/devices', { 'GET /v1/devices': listOf(laptop, tv) });
    await user.click(await screen.findByRole('button', { name: 'Remover Tizen' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remover Tizen' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api?.requestsTo('/v1/device/')).toEqual([]);
  });

  it('signs the viewer out when they remove the device they are using', async () => {
    const ended: string[] = [];
    const onEnded = ({ reason }: PalcoEvents['session:ended']): void => void ended.push(reason);
    bus.on('session:ended', onEnded);
    const user = await open('/profile/devices', {
      'GET /v1/devices': listOf(laptop, tv),
      'DELETE /v1/device/dev-laptop': ok({ ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover Chrome em Linux' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover dispositivo' });
    expect(dialog).toHaveTextContent('É o dispositivo que estás a usar');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    await waitFor(() => expect(ended).toEqual(['signed-out']));
    bus.off('session:ended', onEnded);
    expect(sessionStore.getState().token).toBeNull();
    // The server ended the session already: no logout call.
    expect(api?.requestsTo('/v1/logout')).toEqual([]);
  });

  it('says why a removal failed, in the popup, and lets the viewer try again', async () => {
    const user = await open('/profile/devices', {
      'GET /v1/devices': listOf(laptop, tv),
      'DELETE /v1/device/dev-tv': reply(404, { code: 404, message: 'x', error: 'Not Found' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover Tizen' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover dispositivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não encontrámos o que procuras.');
    expect(within(dialog).getByRole('button', { name: 'Remover' })).toBeEnabled();
  });

  it('says so when the list cannot be loaded', async () => {
    await open('/profile/devices', {
      'GET /v1/devices': reply(500, { code: 500, message: 'x', error: 'x' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os dispositivos.');
  });

  it('offers the login popup to a visitor', async () => {
    await open('/profile/devices', {}, false);
    expect(screen.getByText('Entra na tua conta para veres os teus dispositivos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('the device_management flag', () => {
  afterEach(async () => {
    await api?.restore();
    api = fakeApi({ 'GET /v1/setting': ok({ flags: { device_management: 1, tv_code_login: 1 } }) });
    await loadPageSettings();
  });

  it('off: the page says the feature is not available and lists nothing', async () => {
    api = fakeApi({ 'GET /v1/setting': ok({ flags: { device_management: 0 } }) });
    await loadPageSettings();
    await api.restore();
    await open('/profile/devices', { 'GET /v1/devices': listOf(laptop) });
    expect(screen.getByText('A gestão de dispositivos não está disponível de momento.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(api?.requestsTo('/v1/devices')).toEqual([]);
  });

  it('off: /profile has no link to the devices', async () => {
    api = fakeApi({ 'GET /v1/setting': ok({ flags: { device_management: 0 } }) });
    await loadPageSettings();
    await api.restore();
    await open('/profile', {});
    expect(screen.getByRole('link', { name: 'Dados pessoais' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dispositivos' })).toBeNull();
  });

  it('on: /profile links to the devices and to pairing a TV', async () => {
    await open('/profile', {});
    expect(screen.getByRole('link', { name: 'Dispositivos' })).toHaveAttribute('href', '/profile/devices');
    expect(screen.getByRole('link', { name: 'Associar a app de TV' })).toHaveAttribute('href', '/apptv');
  });
});
