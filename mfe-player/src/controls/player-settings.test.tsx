import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  makeAccount,
  makeContentItem,
  makeMedia,
  makeProfile,
  ok,
} from '@palco/shared/testing';
import type { MediaTrack } from '../engine/PlayerEngine';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

const track = (id: string, language: string, label: string): MediaTrack => ({ id, language, label });
const AUDIO = [track('0', 'pt', 'Português'), track('1', 'en', 'English')];
const SUBTITLES = [track('0', 'pt', 'Português'), track('1', 'en', 'English')];
const QUALITIES = [
  { id: '0', height: 360, bitrate: 800_000 },
  { id: '1', height: 720, bitrate: 2_500_000 },
  { id: '2', height: 1080, bitrate: 6_000_000 },
];

let api: FakeApi;
let engine: FakeEngine;

function play(profile: Partial<Profile> | null): void {
  if (profile)
    sessionStore.setState({
      token: 'token-1',
      account: makeAccount({ profiles: [{ id: 'p1', name: 'Joana' }] }),
      profile: makeProfile({ id: 'p1', ...profile }),
    });
  api = fakeApi({
    'GET /v1/setting': ok({}),
    'GET /v1/content/item/item-1': ok(makeContentItem({ media_id: 'media-1', duration: 600 })),
    'GET /v1/content/media/media-1': ok(makeMedia()),
    'PUT /v1/content/item/item-1/progress': ok({ id: 'item-1', progress: 0 }),
  });
  renderPlayer(
    '/vod/item-1',
    jest.fn(() => Promise.resolve(engine)),
  );
}

/** The stream's tracks and renditions arrive, as an engine reports them once it has read the playlist. */
async function streamRead(): Promise<void> {
  await waitFor(() => expect(engine.playCalls).toBeGreaterThan(0));
  await screen.findByRole('button', { name: 'Pausa' });
  act(() => {
    engine.announceTracks(AUDIO, SUBTITLES);
    engine.announceQualities(QUALITIES);
  });
}

beforeEach(() => {
  engine = new FakeEngine();
});

afterEach(async () => {
  cleanup();
  await api.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
  for (const name of ['pictureInPictureEnabled', 'exitPictureInPicture'])
    Reflect.deleteProperty(document, name);
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
});

describe('the player’s settings', () => {
  it('start in the profile’s audio and subtitle languages', async () => {
    play({ audio_language: 'eng', subtitle_language: 'pt-PT' });
    await streamRead();
    expect(engine.audioTrack).toBe('1');
    expect(engine.textTrack).toBe('0');
    await userEvent.click(await screen.findByRole('button', { name: 'Definições' }));
    expect(screen.getByRole('menuitemradio', { name: 'English', checked: true })).toBeInTheDocument();
    const subtitles = within(screen.getByRole('group', { name: 'Legendas' }));
    expect(subtitles.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const quality = within(screen.getByRole('group', { name: 'Qualidade' }));
    expect(quality.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Automática (360p)',
      '1080p',
      '720p',
      '360p',
    ]);
  });

  it('start with the stream’s own audio and no subtitles for a visitor', async () => {
    engine.textTrack = '1';
    play(null);
    await streamRead();
    expect(engine.audioTrack).toBe('0');
    expect(engine.textTrack).toBeNull();
  });

  it('change audio, subtitles and quality from the menu, by keyboard', async () => {
    play({ audio_language: 'pt', subtitle_language: null });
    await streamRead();
    const settings = await screen.findByRole('button', { name: 'Definições' });
    settings.focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(engine.audioTrack).toBe('1');
    expect(settings).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(engine.textTrack).toBe('1');
    await userEvent.keyboard('{Enter}{End}{Enter}');
    expect(engine.quality).toBe('0');
    // The arrows moved in the menu: the video was never sought.
    expect(engine.seeks).toEqual([]);
  });

  it('turn subtitles on and off with c', async () => {
    play({ subtitle_language: 'en' });
    await streamRead();
    expect(engine.textTrack).toBe('1');
    await userEvent.keyboard('c');
    expect(engine.textTrack).toBeNull();
    await userEvent.keyboard('c');
    expect(engine.textTrack).toBe('1');
  });

  it('offer no menu for a stream with one rendition and no tracks to choose', async () => {
    play(null);
    await waitFor(() => expect(engine.playCalls).toBeGreaterThan(0));
    await screen.findByRole('button', { name: 'Pausa' });
    expect(screen.queryByRole('button', { name: 'Definições' })).not.toBeInTheDocument();
  });

  it('put the video in picture-in-picture with i, where the browser offers it', async () => {
    const request = jest.fn(() => Promise.resolve({} as PictureInPictureWindow));
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
    Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', {
      value: request,
      configurable: true,
    });
    play(null);
    await streamRead();
    expect(screen.getByRole('button', { name: 'Imagem na imagem' })).toBeInTheDocument();
    await userEvent.keyboard('i');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
