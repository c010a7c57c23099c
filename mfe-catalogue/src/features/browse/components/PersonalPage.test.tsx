import { screen as view, within } from '@testing-library/react';
import { sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  makeAccount,
  makeContentItem,
  makeProfile,
  makeUserStatus,
  ok,
} from '@palco/shared/testing';
import { renderApp } from '../../../testing/render-app';

let api: FakeApi;
beforeEach(() => {
  sessionStore.setState({ token: 't', account: makeAccount(), profile: makeProfile({ id: 'p1' }) });
});
afterEach(async () => {
  await api.restore();
  sessionStore.getState().clear();
});

const page = (id: string, contents: ReturnType<typeof makeContentItem>[]) =>
  ok({ id, contents, channels: [], has_more: false });

describe('personal pages', () => {
  it('lists the titles to continue, with how far the viewer got', async () => {
    api = fakeApi({
      'GET /v1/content/playlist/continue-watching': page('continue-watching', [
        makeContentItem({
          id: 'm1',
          title: 'A Casa do Rio',
          duration: 1000,
          user_status: makeUserStatus({ progress: 250, continue: true }),
        }),
      ]),
    });
    renderApp('/continuar-a-ver');
    expect(await view.findByRole('heading', { level: 1, name: 'Continuar a ver' })).toBeInTheDocument();
    const list = await view.findByRole('list', { name: 'Continuar a ver' });
    const card = within(list).getByTestId('card');
    expect(card).toHaveAttribute('href', '/movie/a-casa-do-rio/m1');
    expect(card.querySelector('[style*="width: 25%"]')).not.toBeNull();
    expect(document.title).toBe('Continuar a ver — Palco');
  });

  it('lists the watchlist, and says when it is empty', async () => {
    api = fakeApi({
      'GET /v1/content/playlist/watchlist': page('watchlist', [
        makeContentItem({ id: 's1', type: 'SERIES' }),
      ]),
    });
    const { unmount } = renderApp('/a-minha-lista');
    const list = await view.findByRole('list', { name: 'A minha lista' });
    expect(within(list).getByTestId('card')).toHaveAttribute('href', '/series/titulo-s1/s1');
    unmount();
    await api.restore();

    api = fakeApi({ 'GET /v1/content/playlist/watchlist': page('watchlist', []) });
    renderApp('/a-minha-lista');
    expect(
      await view.findByText('A tua lista está vazia. Junta títulos a partir da página de cada um.'),
    ).toBeInTheDocument();
  });

  it('tells a guest profile that it keeps nothing, rather than that there is nothing yet', async () => {
    sessionStore.setState({ profile: makeProfile({ id: 'p1', guest: true }) });
    api = fakeApi({ 'GET /v1/content/playlist/continue-watching': page('continue-watching', []) });
    renderApp('/continuar-a-ver');
    expect(
      await view.findByText('Os perfis de convidado não guardam a lista, as classificações nem o progresso.'),
    ).toBeInTheDocument();
    expect(view.queryByText('Ainda não tens nada para continuar a ver.')).not.toBeInTheDocument();
  });
});
