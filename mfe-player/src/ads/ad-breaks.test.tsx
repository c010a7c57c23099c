import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ServerSettings } from '@palco/contracts';
import { bus, i18n, I18nextProvider, sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  type FakeRoutes,
  makeAccount,
  makeChannel,
  makeContentItem,
  makeMedia,
  makeUserStatus,
  ok,
} from '@palco/shared/testing';
import { EngineFactoryContext } from '../engine/engine-factory-context';
import type { EngineFactory, PlaybackSource, PlayerEngine } from '../engine/PlayerEngine';
import { PlayerRoutes } from '../PlayerRoutes';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache } from '../testing/render-player';
import type { AdServices } from './ad-types';
import { AdServicesContext } from './ads-context';
import {
  AD_ORIGIN,
  AD_VIDEO,
  type AdServerAnswer,
  BROKEN_VAST,
  EMPTY_VAST,
  fakeAdServer,
  linearVast,
  recordPixels,
  trackUrl,
} from './testing/vast-documents';
import { requestAd } from './vast-request';

const PREROLL = `${AD_ORIGIN}/vast/preroll`;
const MIDROLL = `${AD_ORIGIN}/vast/midroll`;
const LIVE = `${AD_ORIGIN}/vast/live`;

/** The ad servers of the settings, as the reference API seeds them (flag `ads` is on by default). */
const AD_SETTINGS: ServerSettings = {
  ad_server_url_vod_preroll: PREROLL,
  ad_server_url_vod_midroll: MIDROLL,
  ad_server_url_live: LIVE,
  ads_live_channels: 1,
};

/** A ten-minute title (its mid-roll in the middle, at 5:00) and a live channel. */
function routes(settings: ServerSettings, overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /v1/setting': ok(settings),
    'GET /v1/content/item/item-1': ok(
      makeContentItem({ title: 'Mar Alto', media_id: 'media-1', duration: 600 }),
    ),
    'GET /v1/content/media/media-1': ok(makeMedia()),
    'PUT /v1/content/item/item-1/progress': ok({ id: 'item-1', progress: 0 }),
    'GET /v1/content/channel/chan-1': ok(makeChannel({ id: 'chan-1', name: 'Palco 1', media_id: 'media-9' })),
    'GET /v1/content/media/media-9': ok(makeMedia({ id: 'media-9', duration: 0 })),
    ...overrides,
  };
}

let api: FakeApi;
/** The title's engine, and the ad's (on the ad's own video). */
let engine: FakeEngine;
let adEngine: FakeEngine;
let factory: jest.Mock<ReturnType<EngineFactory>, [HTMLVideoElement, PlaybackSource, string]>;
let adServer: ReturnType<typeof fakeAdServer>;
let services: { [K in keyof AdServices]: jest.Mock<ReturnType<AdServices[K]>, Parameters<AdServices[K]>> };
let pixels: ReturnType<typeof recordPixels>;
const analytics = jest.fn();
const overlays = jest.fn();

interface StartOptions {
  path?: string;
  settings?: ServerSettings;
  overrides?: FakeRoutes;
  /** What the ad server answers. */
  answer?: AdServerAnswer;
  /** An ad blocker hides the bait. */
  bait?: boolean;
  /** The site's own API answers. */
  site?: boolean;
}

function start({
  path = '/vod/item-1',
  settings = AD_SETTINGS,
  overrides,
  answer = { body: linearVast({ duration: 20, skipOffset: 5 }) },
  bait = false,
  site = true,
}: StartOptions = {}): void {
  api = fakeApi(routes(settings, overrides));
  adServer = fakeAdServer(answer);
  services = {
    requestAd: jest.fn((url: string) => requestAd(url, { fetch: adServer, timeoutMs: 50 })),
    baitBlocked: jest.fn(() => Promise.resolve(bait)),
    siteReachable: jest.fn(() => Promise.resolve(site)),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ shouldRetryOnError: false, dedupingInterval: 0 }}>
        <EngineFactoryContext.Provider value={factory}>
          <AdServicesContext.Provider value={services}>
            <MemoryRouter initialEntries={[path]}>
              <PlayerRoutes />
            </MemoryRouter>
          </AdServicesContext.Provider>
        </EngineFactoryContext.Provider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

const adRegion = (): Promise<HTMLElement> => screen.findByRole('region', { name: 'Anúncio' });

/** The ad has started: its video loaded and playing, its first frame shown. */
async function adPlaying(): Promise<HTMLElement> {
  const region = await adRegion();
  await waitFor(() => expect(adEngine.playCalls).toBeGreaterThan(0));
  act(() => adEngine.timeTo(0.25));
  return region;
}

/** The title plays, its controls on screen. */
async function contentPlaying(calls = 1): Promise<void> {
  await waitFor(() => expect(engine.playCalls).toBe(calls));
  await screen.findByRole('button', { name: 'Pausa' });
}

beforeEach(() => {
  engine = new FakeEngine();
  adEngine = new FakeEngine();
  adEngine.duration = 20;
  factory = jest.fn((_video: HTMLVideoElement, source: PlaybackSource, _licenseKey: string) =>
    Promise.resolve<PlayerEngine>(source.url === AD_VIDEO ? adEngine : engine),
  );
  pixels = recordPixels();
  bus.on('analytics:event', analytics);
  bus.on('overlay:open', overlays);
});

afterEach(async () => {
  cleanup();
  pixels.restore();
  bus.off('analytics:event', analytics);
  bus.off('overlay:open', overlays);
  analytics.mockReset();
  overlays.mockReset();
  await api.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
});

describe('the pre-roll', () => {
  it('plays before the title for a visitor, skippable after its offset, then the title starts', async () => {
    start();
    const region = await adPlaying();
    expect(factory).toHaveBeenCalledWith(screen.getByTestId('ad-video'), { url: AD_VIDEO, type: 'mp4' }, '');
    expect(services.requestAd).toHaveBeenCalledWith(PREROLL);
    // The title is loaded underneath, but held: no playing, no controls.
    expect(engine.loads).toHaveLength(1);
    expect(engine.playCalls).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pausa' })).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Publicidade · 0:20');
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Publicidade. O teu vídeo continua a seguir.',
    );

    act(() => adEngine.timeTo(4));
    expect(within(region).queryByRole('button', { name: 'Saltar anúncio' })).not.toBeInTheDocument();
    expect(within(region).getByText('Podes saltar dentro de 1 segundo')).toBeInTheDocument();

    act(() => adEngine.timeTo(5));
    expect(within(region).getByRole('status')).toHaveTextContent('Já podes saltar o anúncio.');
    // By keyboard, as by pointer.
    within(region).getByRole('button', { name: 'Saltar anúncio' }).focus();
    await userEvent.keyboard('{Enter}');

    await contentPlaying();
    expect(screen.queryByRole('region', { name: 'Anúncio' })).not.toBeInTheDocument();
    expect(adEngine.destroyed).toBe(true);
    expect(engine.loads[0]?.startAt).toBe(0);
    expect(pixels.urls).toEqual([
      trackUrl('impression'),
      trackUrl('creativeView'),
      trackUrl('start'),
      // 5 s of 20: a quarter.
      trackUrl('firstQuartile'),
      trackUrl('skip'),
    ]);
  });

  it('plays to its end for a free account, with every quartile reported, then the title', async () => {
    sessionStore.getState().signIn('tok-free');
    sessionStore.getState().setAccount(makeAccount({ premium: false }));
    start();
    await adPlaying();
    act(() => {
      for (const second of [5, 10, 15, 20]) adEngine.timeTo(second);
      adEngine.finish();
    });
    await contentPlaying();
    expect(pixels.urls).toEqual([
      trackUrl('impression'),
      trackUrl('creativeView'),
      trackUrl('start'),
      trackUrl('firstQuartile'),
      trackUrl('midpoint'),
      trackUrl('thirdQuartile'),
      trackUrl('complete'),
    ]);
  });

  it('is never asked for a premium viewer, nor the ad blocker checked', async () => {
    sessionStore.getState().signIn('tok-premium');
    sessionStore.getState().setAccount(makeAccount({ premium: true }));
    start();
    await contentPlaying();
    expect(services.requestAd).not.toHaveBeenCalled();
    expect(services.baitBlocked).not.toHaveBeenCalled();
    expect(adServer).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Anúncio' })).not.toBeInTheDocument();
  });

  it('waits for a stored sign-in’s account before asking, and asks nothing once it is premium', async () => {
    sessionStore.getState().signIn('tok-premium');
    start();
    await waitFor(() => expect(engine.loads).toHaveLength(1));
    expect(services.requestAd).not.toHaveBeenCalled();
    expect(engine.playCalls).toBe(0);
    act(() => sessionStore.getState().setAccount(makeAccount({ premium: true })));
    await contentPlaying();
    expect(services.requestAd).not.toHaveBeenCalled();
  });

  it('is not asked while the ads flag is off', async () => {
    start({ settings: { ...AD_SETTINGS, flags: { ads: 0 } } });
    await contentPlaying();
    expect(services.requestAd).not.toHaveBeenCalled();
  });

  it.each([
    ['a broken document', { body: BROKEN_VAST }],
    ['an empty document', { body: EMPTY_VAST }],
    ['an HTTP error', { body: 'down', status: 503 }],
    ['an ad server that never answers', 'hang'],
  ] as const)('gives way to the title at once on %s', async (_what, answer) => {
    start({ answer });
    await contentPlaying();
    expect(adEngine.loads).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Anúncio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives way to the title when the ad’s video fails, reporting VAST error 405', async () => {
    start();
    await adRegion();
    await waitFor(() => expect(adEngine.playCalls).toBe(1));
    act(() => adEngine.fail('media error 4'));
    await contentPlaying();
    expect(pixels.urls).toEqual([trackUrl('error', '405')]);
  });

  it('answers the shortcuts with the ad, never the held title', async () => {
    start();
    const region = await adPlaying();
    await userEvent.keyboard(' ');
    expect(adEngine.paused).toBe(true);
    expect(within(region).getByRole('button', { name: 'Retomar anúncio' })).toBeInTheDocument();
    await userEvent.keyboard('m');
    expect(adEngine.muted).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect(engine.playCalls).toBe(0);
    expect(engine.seeks).toEqual([]);
    expect(pixels.urls).toContain(trackUrl('pause'));
    expect(pixels.urls).toContain(trackUrl('mute'));
  });

  it('opens the advertiser in a new tab, pausing the ad and reporting the click', async () => {
    start();
    const region = await adPlaying();
    const link = within(region).getByRole('link', { name: 'Saber mais (abre num novo separador)' });
    expect(link).toHaveAttribute('href', `${AD_ORIGIN}/advertiser`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(adEngine.paused).toBe(true);
    expect(pixels.urls).toContain(trackUrl('click'));
  });

  it('plays before a live channel when ads for live channels are on, and not when off', async () => {
    start({ path: '/live/chan-1' });
    await adPlaying();
    expect(services.requestAd).toHaveBeenCalledWith(LIVE);
    cleanup();
    await api.restore();
    await clearSwrCache();

    engine = new FakeEngine();
    start({ path: '/live/chan-1', settings: { ...AD_SETTINGS, ads_live_channels: 0 } });
    await contentPlaying();
    expect(services.requestAd).not.toHaveBeenCalled();
  });
});

describe('the mid-roll', () => {
  const midrollOnly: ServerSettings = { ...AD_SETTINGS, ad_server_url_vod_preroll: '' };

  it('pauses the title at its point and resumes it exactly there', async () => {
    start({ settings: midrollOnly });
    await contentPlaying();
    act(() => {
      engine.timeTo(299.75);
      engine.timeTo(300.25);
    });
    expect(engine.paused).toBe(true);
    expect(services.requestAd).toHaveBeenCalledWith(MIDROLL);
    await adPlaying();
    // Whatever the title's engine did underneath meanwhile, it goes back to where it paused.
    engine.currentTime = 297;
    act(() => adEngine.finish());
    await waitFor(() => expect(engine.playCalls).toBe(2));
    expect(engine.seeks).toEqual([300.25]);
    expect(engine.currentTime).toBe(300.25);
    expect(screen.queryByRole('region', { name: 'Anúncio' })).not.toBeInTheDocument();

    // Once played, crossing the point again (after seeking back) plays no other.
    act(() => {
      engine.seek(200);
      engine.timeTo(299.75);
      engine.timeTo(300.5);
    });
    expect(services.requestAd).toHaveBeenCalledTimes(1);
  });

  it('plays when a seek jumps over its point', async () => {
    start({ settings: midrollOnly });
    await contentPlaying();
    act(() => engine.timeTo(10));
    act(() => engine.seek(450));
    await adPlaying();
    act(() => adEngine.finish());
    await waitFor(() => expect(engine.playCalls).toBe(2));
    expect(engine.currentTime).toBe(450);
  });

  it('does not play on a resume within 30 s after its point', async () => {
    start({
      settings: midrollOnly,
      overrides: {
        'GET /v1/content/item/item-1': ok(
          makeContentItem({
            media_id: 'media-1',
            duration: 600,
            user_status: makeUserStatus({ progress: 285 }),
          }),
        ),
      },
    });
    await contentPlaying();
    expect(engine.loads[0]?.startAt).toBe(285);
    act(() => {
      engine.timeTo(299.75);
      engine.timeTo(300.25);
    });
    expect(engine.paused).toBe(false);
    expect(services.requestAd).not.toHaveBeenCalled();
  });
});

describe('the ad-blocker check', () => {
  it('shows the popup and sends the analytics event when the ad request is blocked', async () => {
    start({ answer: 'blocked' });
    const dialog = await screen.findByRole('dialog', { name: 'Tens um bloqueador de anúncios' });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(analytics).toHaveBeenCalledWith({
      event: 'adblock_detected',
      params: { signal: 'request', slot: 'preroll' },
    });
    expect(engine.playCalls).toBe(0);
    // Closing it lets the title play.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar para o vídeo' }));
    await contentPlaying();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the plans from the popup, leaving the title paused', async () => {
    start({ answer: 'blocked' });
    const dialog = await screen.findByRole('dialog', { name: 'Tens um bloqueador de anúncios' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver planos' }));
    expect(overlays).toHaveBeenCalledWith({ name: 'subscribe' });
    await screen.findByRole('button', { name: 'Reproduzir' });
    expect(engine.playCalls).toBe(0);
  });

  it('finds a blocker that hides the bait, even when the ad itself came through', async () => {
    start({ bait: true });
    await screen.findByRole('dialog', { name: 'Tens um bloqueador de anúncios' });
    expect(analytics).toHaveBeenCalledWith({
      event: 'adblock_detected',
      params: { signal: 'bait', slot: 'preroll' },
    });
    await userEvent.keyboard('{Escape}');
    await contentPlaying();
  });

  it('takes a request with no answer while the site is unreachable for the network, not a blocker', async () => {
    start({ answer: 'blocked', site: false });
    await contentPlaying();
    expect(services.siteReachable).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(analytics).not.toHaveBeenCalled();
  });

  it('asks once per title: a later blocked mid-roll lets the title play on', async () => {
    start({ settings: { ...AD_SETTINGS }, answer: 'blocked' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar para o vídeo' }));
    await contentPlaying();
    act(() => {
      engine.timeTo(299.75);
      engine.timeTo(300.25);
    });
    await contentPlaying(2);
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
