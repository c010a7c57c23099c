import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { exposedExports, type ExposedModule, type ServerSettings } from '@palco/contracts';
import { bus, i18n, I18nextProvider, Modal, sessionStore } from '@palco/shared';
import { type FakeApi, fakeApi, makeAccount, ok } from '@palco/shared/testing';
import { EngineFactoryContext } from '../engine/engine-factory-context';
import type { EngineFactory, PlaybackSource, PlayerEngine } from '../engine/PlayerEngine';
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
import * as exposed from './trailer-ad-break-module';
import { TrailerAdBreak } from './TrailerAdBreak';
import { requestAd, VAST_TIMEOUT_MS } from './vast-request';

// The type check fails here if the module stops matching what contracts promise the catalogue.
const conforms: ExposedModule<'mfe-player', 'trailerAdBreak'> = exposed;

const TRAILER = `${AD_ORIGIN}/vast/trailer`;
/** Every ad server set, as the reference API seeds them (flag `ads` on by default). */
const AD_SETTINGS: ServerSettings = {
  ad_server_url_vod_preroll: `${AD_ORIGIN}/vast/preroll`,
  ad_server_url_vod_midroll: `${AD_ORIGIN}/vast/midroll`,
  ad_server_url_live: `${AD_ORIGIN}/vast/live`,
  ad_server_url_trailer: TRAILER,
};

let api: FakeApi | undefined;
let adEngine: FakeEngine;
let factory: jest.Mock<ReturnType<EngineFactory>, [HTMLVideoElement, PlaybackSource, string]>;
let adServer: ReturnType<typeof fakeAdServer>;
let services: { [K in keyof AdServices]: jest.Mock<ReturnType<AdServices[K]>, Parameters<AdServices[K]>> };
let pixels: ReturnType<typeof recordPixels>;
let onDone: jest.Mock<void, [boolean]>;
const analytics = jest.fn();
const overlays = jest.fn();

interface ShowOptions {
  settings?: ServerSettings;
  answer?: AdServerAnswer;
  /** An ad blocker hides the bait. */
  bait?: boolean;
  /** Inside the host's own dialog, as the catalogue shows it. */
  hostClose?: () => void;
}

function show({
  settings = AD_SETTINGS,
  answer = { body: linearVast({ duration: 20, skipOffset: 5 }) },
  bait = false,
  hostClose,
}: ShowOptions = {}): ReturnType<typeof render> {
  api = fakeApi({ 'GET /v1/setting': ok(settings) });
  adServer = fakeAdServer(answer);
  services = {
    // The real VAST request and its real timeout, against a fake ad server.
    requestAd: jest.fn((url: string) => requestAd(url, { fetch: adServer })),
    baitBlocked: jest.fn(() => Promise.resolve(bait)),
    siteReachable: jest.fn(() => Promise.resolve(true)),
  };
  const adBreak = <TrailerAdBreak onDone={onDone} />;
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ shouldRetryOnError: false, dedupingInterval: 0 }}>
        <EngineFactoryContext.Provider value={factory}>
          <AdServicesContext.Provider value={services}>
            {hostClose ? (
              <Modal title="Trailer: Os Maias" onClose={hostClose}>
                {adBreak}
              </Modal>
            ) : (
              adBreak
            )}
          </AdServicesContext.Provider>
        </EngineFactoryContext.Provider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

function signInAs(premium: boolean): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ premium }));
}

/** The ad has started: its video loaded and playing, its first frame shown. */
async function adPlaying(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Anúncio' });
  await waitFor(() => expect(adEngine.playCalls).toBeGreaterThan(0));
  act(() => adEngine.timeTo(0.25));
  return region;
}

/** No ad was asked, and the trailer may start at once. */
async function doneWithoutAd(): Promise<void> {
  await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('region', { name: 'Anúncio' })).not.toBeInTheDocument();
}

beforeEach(() => {
  // A fixed clock that still runs by itself, so that the calls go on while a test moves it.
  jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-03-14T20:30:00Z') });
  adEngine = new FakeEngine();
  adEngine.duration = 20;
  factory = jest.fn((_video: HTMLVideoElement, _source: PlaybackSource, _licenseKey: string) =>
    Promise.resolve<PlayerEngine>(adEngine),
  );
  onDone = jest.fn();
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
  await api?.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
  jest.useRealTimers();
});

describe('the exposed ./trailer-ad-break module', () => {
  it('offers exactly the named TrailerAdBreak the catalogue renders, with its own strings', () => {
    expect(Object.keys(exposed)).toEqual([...exposedExports['mfe-player'].trailerAdBreak]);
    expect(conforms.TrailerAdBreak).toBe(TrailerAdBreak);
    expect(i18n.getFixedT('en')('PLAYER_AD_SKIP')).toBe('Skip ad');
    expect(i18n.getFixedT('fr_FR')('PLAYER_TRAILER_AD_WAIT')).toBe('Préparation de la bande-annonce');
  });
});

describe('the ad before a trailer (spec sections 4 and 6)', () => {
  it('lets a premium viewer’s trailer start at once, without asking an ad server or checking for a blocker', async () => {
    signInAs(true);
    show();
    await doneWithoutAd();
    expect(services.requestAd).not.toHaveBeenCalled();
    expect(services.baitBlocked).not.toHaveBeenCalled();
    expect(adServer).not.toHaveBeenCalled();
  });

  it('asks nothing while the ads flag is off, nor when no trailer ad server is set', async () => {
    show({ settings: { ...AD_SETTINGS, flags: { ads: 0 } } });
    await doneWithoutAd();
    cleanup();
    await api?.restore();
    await clearSwrCache();
    onDone.mockReset();

    show({ settings: { ...AD_SETTINGS, ad_server_url_trailer: '' } });
    await doneWithoutAd();
    expect(services.requestAd).not.toHaveBeenCalled();
  });

  it('plays the trailer slot’s ad for a free account, skippable after its offset, then lets the trailer start', async () => {
    signInAs(false);
    show();
    const region = await adPlaying();
    expect(services.requestAd).toHaveBeenCalledWith(TRAILER);
    expect(factory).toHaveBeenCalledWith(screen.getByTestId('ad-video'), { url: AD_VIDEO, type: 'mp4' }, '');
    expect(region).toHaveTextContent('Publicidade · 0:20');
    expect(onDone).not.toHaveBeenCalled();

    act(() => adEngine.timeTo(4));
    expect(within(region).getByText('Podes saltar dentro de 1 segundo')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Saltar anúncio' })).not.toBeInTheDocument();
    act(() => adEngine.timeTo(5));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(region).getByRole('button', { name: 'Saltar anúncio' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(adEngine.destroyed).toBe(true));
    expect(screen.queryByRole('region', { name: 'Anúncio' })).not.toBeInTheDocument();
    expect(pixels.urls).toEqual([
      trackUrl('impression'),
      trackUrl('creativeView'),
      trackUrl('start'),
      trackUrl('firstQuartile'),
      trackUrl('skip'),
    ]);
  });

  it('plays it to its end for a visitor, then lets the trailer start', async () => {
    show();
    await adPlaying();
    act(() => {
      for (const second of [5, 10, 15, 20]) adEngine.timeTo(second);
    });
    expect(onDone).not.toHaveBeenCalled();
    act(() => adEngine.finish());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(pixels.urls).toContain(trackUrl('complete'));
  });

  it.each([
    ['a broken document', { body: BROKEN_VAST }],
    ['an empty document', { body: EMPTY_VAST }],
    ['an HTTP error', { body: 'down', status: 503 }],
  ] as const)('lets the trailer start at once on %s', async (_what, answer) => {
    show({ answer });
    await doneWithoutAd();
    expect(services.requestAd).toHaveBeenCalledWith(TRAILER);
    expect(adEngine.loads).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for an ad server that does not answer only as long as the VAST timeout', async () => {
    show({ answer: 'hang' });
    await waitFor(() => expect(adServer).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('A preparar o trailer');
    await act(() => jest.advanceTimersByTimeAsync(VAST_TIMEOUT_MS - 100));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(100));
    await doneWithoutAd();
  });

  it('lets the trailer start when the ad’s video fails, reporting VAST error 405', async () => {
    show();
    await screen.findByRole('region', { name: 'Anúncio' });
    await waitFor(() => expect(adEngine.playCalls).toBe(1));
    act(() => adEngine.fail('media error 4'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(pixels.urls).toEqual([trackUrl('error', '405')]);
  });

  it('never calls back once the dialog is gone', async () => {
    const { unmount } = show();
    await adPlaying();
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the ad-blocker check before a trailer', () => {
  it('shows the notice and sends the analytics event, and the trailer starts once it is answered', async () => {
    show({ answer: 'blocked' });
    const notice = await screen.findByRole('dialog', { name: 'Tens um bloqueador de anúncios' });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(analytics).toHaveBeenCalledWith({
      event: 'adblock_detected',
      params: { signal: 'request', slot: 'trailer' },
    });
    expect(onDone).not.toHaveBeenCalled();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(notice).getByRole('button', { name: 'Continuar para o vídeo' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the plans from the notice, the trailer then shown without starting', async () => {
    show({ bait: true });
    const notice = await screen.findByRole('dialog', { name: 'Tens um bloqueador de anúncios' });
    expect(analytics).toHaveBeenCalledWith({
      event: 'adblock_detected',
      params: { signal: 'bait', slot: 'trailer' },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(notice).getByRole('button', { name: 'Ver planos' }));
    expect(overlays).toHaveBeenCalledWith({ name: 'subscribe' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('answers the notice with Escape without closing the host’s dialog around it', async () => {
    const hostClose = jest.fn();
    show({ answer: 'blocked', hostClose });
    await screen.findByRole('dialog', { name: 'Tens um bloqueador de anúncios' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(hostClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Trailer: Os Maias' })).toBeInTheDocument();
  });
});
