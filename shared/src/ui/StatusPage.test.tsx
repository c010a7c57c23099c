import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { ComingSoon, NotFound } from './StatusPage';

describe('status pages', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('says a coming-soon page is not there yet and leads home without reloading', async () => {
    window.history.pushState(null, '', '/promo');
    renderWithProviders(<ComingSoon title="Código promocional" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Código promocional' })).toBeInTheDocument();
    expect(screen.getByText(/ainda não está disponível/)).toBeInTheDocument();
    expect(document.title).toBe('Código promocional — Palco');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Voltar ao início' }));
    expect(window.location.pathname).toBe('/');
  });

  it('names a page that does not exist as such', () => {
    renderWithProviders(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Esta página não foi encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Página não encontrada — Palco');
  });
});
