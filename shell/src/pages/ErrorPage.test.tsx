import { fireEvent, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { addTranslations, changeLocale } from '@palco/shared';
import { chromeDictionaries } from '../i18n/chrome';
import { renderInApp } from '../testing/render-in-app';
import { ErrorPage } from './ErrorPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeAll(() => addTranslations(chromeDictionaries));
afterEach(async () => changeLocale('pt_PT'));

describe('ErrorPage', () => {
  it('says oops, that the page could not be found, and why', () => {
    renderInApp(<ErrorPage status={404} />);
    const page = screen.getByTestId('error-page');
    expect(page).toHaveAttribute('data-status', '404');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops!');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Esta página não foi encontrada');
    expect(page).toHaveTextContent('Não conseguimos chegar à página que procuras.');
  });

  it('shows the server error message for 500', () => {
    renderInApp(<ErrorPage status={500} />);
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '500');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ocorreu um erro');
    expect(
      screen.getByText('Algo correu mal do nosso lado. Tenta outra vez daqui a pouco.'),
    ).toBeInTheDocument();
  });

  it('goes home with a plain link, not an in-app navigation', () => {
    renderInApp(<ErrorPage status={404} />);
    const home = screen.getByRole('link', { name: 'Voltar ao início' });
    expect(home.tagName).toBe('A');
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveClass('palco-button');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(home, click);
    // Nothing intercepts the click, so the browser performs a full page load.
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('speaks the viewer’s language', async () => {
    await changeLocale('en');
    renderInApp(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('This page could not be found');
    expect(document.title).toBe('Page not found — Palco');
  });

  it('names the tab after what happened', () => {
    const notFound = renderInApp(<ErrorPage status={404} />);
    expect(document.title).toBe('Página não encontrada — Palco');
    notFound.unmount();
    renderInApp(<ErrorPage status={500} />);
    expect(document.title).toBe('Ocorreu um erro — Palco');
  });
});
