import { screen } from '@testing-library/react';
import { addTranslations } from '@palco/shared';
import { chromeDictionaries } from '../i18n/chrome';
import { pagesDictionaries } from '../i18n/pages';
import { renderInApp } from '../testing/render-in-app';
import { ShellPages } from './ShellPages';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeAll(() => {
  addTranslations(chromeDictionaries);
  addTranslations(pagesDictionaries); // as shell/src/local-apps.tsx does when these pages first load
});

function renderAt(path: string, answers: Record<string, unknown> = {}): void {
  window.history.pushState({}, '', path);
  renderInApp(<ShellPages />, answers);
}

describe('ShellPages', () => {
  it('gives any unknown path the 404 error page', () => {
    renderAt('/nao-existe/mesmo');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Esta página não foi encontrada');
    expect(document.title).toBe('Página não encontrada — Palco');
  });

  it('shows the support hours on the contacts page', () => {
    renderAt('/contactos');
    const hours = screen.getByTestId('support-hours');
    expect(hours).toHaveTextContent('Dias úteis9h–19h');
    expect(hours).toHaveTextContent('Sábados9h–17h');
    expect(screen.getByText(/Horas GMT/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument();
  });

  it('gives the support e-mail from the settings on the contacts page', async () => {
    renderAt('/contactos', { '/v1/setting': { links: { support_email: 'apoio@palco.pt' } } });
    expect(await screen.findByTestId('support-email')).toHaveAttribute('href', 'mailto:apoio@palco.pt');
  });

  it('says so when the settings give no support e-mail', () => {
    renderAt('/contactos');
    expect(screen.queryByTestId('support-email')).not.toBeInTheDocument();
    expect(screen.getByText(/O endereço de apoio não está disponível/)).toBeInTheDocument();
  });

  it('answers the FAQ with the product’s limits', () => {
    renderAt('/perguntas-frequentes');
    const page = screen.getByTestId('page-faq');
    expect(page).toHaveTextContent('mais de 8 mil horas de conteúdo');
    expect(page).toHaveTextContent('até 10 dispositivos');
    expect(page).toHaveTextContent('Até 5 perfis');
    expect(screen.getByRole('heading', { name: 'Como cancelo a subscrição?' })).toBeInTheDocument();
  });

  it.each([
    ['/termos-e-condicoes', 'page-terms', 'Termos e condições'],
    ['/politica-privacidade', 'page-privacy', 'Política de privacidade'],
    ['/politica-cookies', 'page-cookies', 'Política de cookies'],
    ['/maintenance', 'page-maintenance', 'Estamos em manutenção'],
    ['/contactos/', 'page-contacts', 'Contactos'],
  ])('renders %s as a titled page with sections', (path, testId, title) => {
    renderAt(path);
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
    expect(document.title).toBe(`${title} — Palco`);
  });

  it('offers the consent manager on the cookie policy', () => {
    renderAt('/politica-cookies');
    expect(screen.getByRole('button', { name: 'Definições de privacidade' })).toBeInTheDocument();
  });
});
