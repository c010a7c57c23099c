import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_CHECK_MS, offlineLocale, reloadWhenOnline, renderOfflinePage } from './offline-page';

describe('the offline page', () => {
  it('speaks the language the viewer chose, else the browser’s, else Portuguese', () => {
    expect(offlineLocale('fr_FR', ['en-GB'])).toBe('fr_FR');
    expect(offlineLocale(null, ['en-GB', 'pt-PT'])).toBe('en');
    expect(offlineLocale(null, ['de-DE', 'fr-CA'])).toBe('fr_FR');
    expect(offlineLocale(null, ['de-DE'])).toBe('pt_PT');
    expect(offlineLocale(null, [])).toBe('pt_PT');
  });

  it('says the device is offline, names the page and offers to try again', async () => {
    await renderOfflinePage(document, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Offline — Palco');
    expect(screen.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is in Portuguese by default', async () => {
    await renderOfflinePage(document, 'pt_PT');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(screen.getByRole('heading', { level: 1, name: 'Sem ligação à internet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('reloads when the viewer tries again, and watches for the network', async () => {
    const reload = jest.fn();
    const watch = jest.fn();
    await renderOfflinePage(document, 'fr_FR', reload, watch);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(watch).toHaveBeenCalledWith(window, reload);
  });
});

describe('coming back online', () => {
  afterEach(() => jest.useRealTimers());

  it('reloads once on the browser’s online event', () => {
    const reload = jest.fn();
    const stop = reloadWhenOnline(
      window,
      reload,
      jest.fn(() => new Promise<Response>(() => undefined)),
    );
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads when the page itself answers again, even if the browser never says it is online', async () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    let online = false;
    const fetchImpl = jest.fn(() =>
      online
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError('offline')),
    );
    reloadWhenOnline(window, reload, fetchImpl);
    await jest.advanceTimersByTimeAsync(NETWORK_CHECK_MS * 2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
    online = true;
    await jest.advanceTimersByTimeAsync(NETWORK_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    // Once back, it stops asking.
    await jest.advanceTimersByTimeAsync(NETWORK_CHECK_MS * 3);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
