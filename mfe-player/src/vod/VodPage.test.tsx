import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import {
  errorReply,
  type FakeApi,
  fakeApi,
  type FakeRoutes,
  makeContentItem,
  makeMedia,
  makeUserStatus,
  ok,
} from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

/** The title these tests play: `item-1`, ten minutes long, its media `media-1`. */
function marAlto(overrides: Partial<ContentItem> = {}): ContentItem {
  return makeContentItem({ title: 'Mar Alto', media_id: 'media-1', duration: 600, ...overrides });
}

function routes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /v1/setting': ok({}),
    'GET /v1/content/item/item-1': ok(marAlto()),
    'GET /v1/content/media/media-1': ok(makeMedia()),
    'PUT /v1/content/item/item-1/progress': ok({ id: 'item-1', progress: 0 }),
    ...overrides,
  };
}

let api: FakeApi;
let engine: FakeEngine;
let factory: jest.Mock;

function start(path: string, overrides: FakeRoutes = {}): void {
  api = fakeApi(routes(overrides));
  renderPlayer(path, factory);
}

async function playing(): Promise<void> {
  await waitFor(() => expect(engine.playCalls).toBeGreaterThan(0));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pausa' })).toBeInTheDocument());
}

beforeEach(() => {
  engine = new FakeEngine();
  factory = jest.fn(() => Promise.resolve(engine));
});

afterEach(async () => {
  cleanup();
  await api.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
});

describe('VodPage', () => {
  it('shows the title and plays the item’s media from the start', async () => {
    start('/vod/item-1');
    await playing();
    expect(screen.getByRole('heading', { name: 'Mar Alto' })).toBeInTheDocument();
    expect(document.title).toBe('Mar Alto — Palco');
    expect(screen.getByTestId('video')).toHaveAttribute('playsinline');
    expect(factory).toHaveBeenCalledWith(
      screen.getByTestId('video'),
      { url: '/api/media/demo/master.m3u8', type: 'hls' },
      '',
    );
    expect(engine.loads).toEqual([
      { source: { url: '/api/media/demo/master.m3u8', type: 'hls' }, startAt: 0 },
    ]);
  });

  it('accepts the name segment, season and episode suffix included', async () => {
    start('/vod/mar-alto-t1-e2/item-1');
    await playing();
    expect(screen.getByRole('heading', { name: 'Mar Alto' })).toBeInTheDocument();
  });

  it('hands the licence key of the settings to the engine factory', async () => {
    start('/vod/item-1', { 'GET /v1/setting': ok({ bitmovin_license_key: 'key-123' }) });
    await playing();
    expect(factory.mock.calls[0]?.[2]).toBe('key-123');
  });

  it('resumes from the saved progress', async () => {
    start('/vod/item-1', {
      'GET /v1/content/item/item-1': ok(marAlto({ user_status: makeUserStatus({ progress: 120 }) })),
    });
    await playing();
    expect(engine.loads[0]?.startAt).toBe(120);
  });

  it('starts again when 95 % was already watched', async () => {
    start('/vod/item-1', {
      'GET /v1/content/item/item-1': ok(marAlto({ user_status: makeUserStatus({ progress: 590 }) })),
    });
    await playing();
    expect(engine.loads[0]?.startAt).toBe(0);
  });

  it('mutes and shows an unmute button when the browser refuses autoplay with sound', async () => {
    const refusal = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    engine.beforePlay = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValue(undefined);
    start('/vod/item-1');
    const unmute = await screen.findByRole('button', { name: 'O vídeo começou sem som. Ativar som' });
    expect(engine.muted).toBe(true);
    await userEvent.click(unmute);
    expect(engine.muted).toBe(false);
    expect(
      screen.queryByRole('button', { name: 'O vídeo começou sem som. Ativar som' }),
    ).not.toBeInTheDocument();
  });

  describe('error states', () => {
    it('says the item does not exist on 404, with a link home', async () => {
      start('/vod/gone', { 'GET /v1/content/item/gone': errorReply(404) });
      expect(
        await screen.findByText('Este conteúdo não existe ou já não está disponível.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
      expect(factory).not.toHaveBeenCalled();
    });

    it('gives the release day and time of an item not released yet, without asking for its media', async () => {
      const release = new Date(2099, 0, 5, 21, 7).getTime() / 1000;
      start('/vod/item-1', { 'GET /v1/content/item/item-1': ok(marAlto({ release_date: release })) });
      expect(await screen.findByText('Este conteúdo fica disponível a 05/01 às 21h07.')).toBeInTheDocument();
      expect(api.requests.some((request) => request.url.startsWith('/v1/content/media'))).toBe(false);
    });

    it('reads a 301 from the server as not yet available', async () => {
      start('/vod/item-1', { 'GET /v1/content/media/media-1': errorReply(301, 'not yet available') });
      expect(await screen.findByText('Este conteúdo ainda não está disponível.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Mar Alto' })).toBeInTheDocument();
    });

    it('shows the error catalogue’s message for other failures', async () => {
      start('/vod/item-1', { 'GET /v1/content/item/item-1': errorReply(500) });
      expect(
        await screen.findByText('O serviço está com dificuldades. Tenta daqui a pouco.'),
      ).toBeInTheDocument();
    });

    it('says so when the item has no media', async () => {
      start('/vod/item-1', { 'GET /v1/content/item/item-1': ok(marAlto({ media_id: null })) });
      expect(await screen.findByText('Este conteúdo não tem vídeo para reproduzir.')).toBeInTheDocument();
    });

    it('offers a retry after a playback failure, with a new engine', async () => {
      start('/vod/item-1');
      await playing();
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      act(() => engine.fail('network'));
      expect(await screen.findByText('Não foi possível reproduzir o vídeo.')).toBeInTheDocument();
      const first = engine;
      engine = new FakeEngine();
      await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      await playing();
      expect(first.destroyed).toBe(true);
      expect(factory).toHaveBeenCalledTimes(2);
      consoleError.mockRestore();
    });

    it('retries with a fresh stream address, since addresses expire, from where playback stopped', async () => {
      let calls = 0;
      start('/vod/item-1', {
        'GET /v1/content/media/media-1': () => {
          calls += 1;
          return ok(makeMedia({ url: `/api/media/token-${calls}/demo/master.m3u8` }));
        },
      });
      await playing();
      act(() => engine.timeTo(300));
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      act(() => engine.fail('networkError: fragLoadError'));
      expect(await screen.findByText('Não foi possível reproduzir o vídeo.')).toBeInTheDocument();
      const first = engine;
      engine = new FakeEngine();
      await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      await playing();
      expect(first.destroyed).toBe(true);
      expect(engine.destroyed).toBe(false);
      expect(factory).toHaveBeenCalledTimes(2);
      expect(engine.loads).toEqual([
        { source: { url: '/api/media/token-2/demo/master.m3u8', type: 'hls' }, startAt: 300 },
      ]);
      expect(api.requestsTo('/v1/content/media/')).toHaveLength(2);
      consoleError.mockRestore();
    });
  });

  describe('keyboard', () => {
    it('Space and k play and pause', async () => {
      start('/vod/item-1');
      await playing();
      await userEvent.keyboard(' ');
      expect(engine.paused).toBe(true);
      expect(screen.getByRole('button', { name: 'Reproduzir' })).toBeInTheDocument();
      await userEvent.keyboard('k');
      expect(engine.paused).toBe(false);
    });

    it('arrows seek 10 s back and forward', async () => {
      start('/vod/item-1');
      await playing();
      act(() => engine.timeTo(100));
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(engine.seeks).toEqual([110, 100, 90]);
    });

    it('m mutes and unmutes, f asks for fullscreen on the player', async () => {
      const requestFullscreen = jest.fn(() => Promise.resolve());
      HTMLElement.prototype.requestFullscreen = requestFullscreen;
      start('/vod/item-1');
      await playing();
      await userEvent.keyboard('m');
      expect(engine.muted).toBe(true);
      expect(screen.getByRole('button', { name: 'Ativar som' })).toBeInTheDocument();
      await userEvent.keyboard('M');
      expect(engine.muted).toBe(false);
      await userEvent.keyboard('f');
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      expect(requestFullscreen.mock.contexts[0]).toBe(
        screen.getByRole('region', { name: 'Leitor de vídeo' }),
      );
    });

    it('leaves Space to a focused button', async () => {
      start('/vod/item-1');
      await playing();
      screen.getByRole('button', { name: 'Desativar som' }).focus();
      await userEvent.keyboard(' ');
      expect(engine.muted).toBe(true);
      expect(engine.paused).toBe(false);
    });

    it('operates the controls with the mouse too', async () => {
      start('/vod/item-1');
      await playing();
      await userEvent.click(screen.getByRole('button', { name: 'Pausa' }));
      expect(engine.paused).toBe(true);
      fireEvent.change(screen.getByRole('slider', { name: 'Posição no vídeo' }), {
        target: { value: '250' },
      });
      expect(engine.seeks).toEqual([250]);
    });
  });

  describe('progress', () => {
    const saves = (): unknown[] =>
      api.requests.filter((request) => request.method === 'PUT').map((request) => request.body);

    it('saves on pause when signed in and tells the bus', async () => {
      sessionStore.getState().signIn('token-1');
      const saved = jest.fn();
      bus.on('player:progress-saved', saved);
      start('/vod/item-1');
      await playing();
      act(() => engine.timeTo(42.6));
      await userEvent.keyboard('k');
      await waitFor(() => expect(saved).toHaveBeenCalledWith({ itemId: 'item-1', progress: 42 }));
      expect(saves()).toEqual([{ progress: 42 }]);
      bus.off('player:progress-saved', saved);
    });

    it('saves at the end and when the player goes away', async () => {
      sessionStore.getState().signIn('token-1');
      const { unmount } = renderAndKeep();
      await playing();
      act(() => engine.finish());
      await waitFor(() => expect(saves()).toEqual([{ progress: 600 }]));
      act(() => engine.timeTo(33));
      unmount();
      await waitFor(() => expect(saves()).toEqual([{ progress: 600 }, { progress: 33 }]));
    });

    it('saves when the tab closes, with a request that outlives the page', async () => {
      sessionStore.getState().signIn('token-1');
      renderAndKeep();
      await playing();
      act(() => engine.timeTo(77.4));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      await waitFor(() =>
        expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([
          expect.objectContaining({ body: { progress: 77 }, keepalive: true }),
        ]),
      );
    });

    it('resumes from the position saved earlier in the same visit', async () => {
      sessionStore.getState().signIn('token-1');
      api = fakeApi(
        routes({
          'GET /v1/content/item/item-1': ok(marAlto({ user_status: makeUserStatus({ progress: 0 }) })),
        }),
      );
      const first = renderPlayer('/vod/item-1', factory);
      await playing();
      act(() => engine.timeTo(200));
      first.unmount();
      await waitFor(() => expect(saves()).toEqual([{ progress: 200 }]));
      engine = new FakeEngine();
      renderPlayer('/vod/item-1', factory);
      await playing();
      expect(engine.loads[0]?.startAt).toBe(200);
    });

    it('saves nothing for a visitor', async () => {
      start('/vod/item-1');
      await playing();
      act(() => engine.timeTo(42));
      await userEvent.keyboard('k');
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(saves()).toEqual([]);
    });

    function renderAndKeep(): { unmount: () => void } {
      api = fakeApi(routes());
      return renderPlayer('/vod/item-1', factory);
    }
  });

  it('goes home from the back button when there is no history', async () => {
    start('/vod/item-1');
    await playing();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('region', { name: 'Leitor de vídeo' })).not.toBeInTheDocument();
    expect(engine.destroyed).toBe(true);
  });
});
