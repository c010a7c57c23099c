import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offlineLocale, renderOfflinePage } from './offline-page';

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

  it('reloads when the viewer tries again, and by itself when the network comes back', async () => {
    const reload = jest.fn();
    await renderOfflinePage(document, 'fr_FR', reload);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
