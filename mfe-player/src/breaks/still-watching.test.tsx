import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import { type FakeApi, fakeApi, makeContentItem, makeMedia, ok } from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';
import { episodesInARow } from './break-policy';
import { useStillWatching } from './useStillWatching';

const marks = { recap: null, intro: null, next_episode: 15 };
const episode = (id: string, title: string) =>
  makeContentItem({ id, title, type: 'EPISODE', media_id: `media-${id}`, duration: 20, marks });

let api: FakeApi | undefined;
afterEach(async () => {
  jest.useRealTimers();
  cleanup();
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  sessionStorage.clear();
  await clearSwrCache();
});

describe('"are you still watching?" on VOD (spec section 4, vod_break_limit 6)', () => {
  it('asks when the countdown starts the seventh episode in a row, then pauses after 15 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const engines: FakeEngine[] = [];
    api = fakeApi({
      'GET /v1/setting': ok({}),
      'GET /v1/content/item/ep-6': ok(episode('ep-6', 'Sexto')),
      'GET /v1/content/item/ep-7': ok(episode('ep-7', 'Sétimo')),
      'GET /v1/content/media/media-ep-6': ok(
        makeMedia({ id: 'media-ep-6', url: '/api/media/6/master.m3u8' }),
      ),
      'GET /v1/content/media/media-ep-7': ok(
        makeMedia({ id: 'media-ep-7', url: '/api/media/7/master.m3u8' }),
      ),
      'GET /v1/content/item/ep-6/next': ok(episode('ep-7', 'Sétimo')),
    });
    renderPlayer(
      '/vod/ep-6',
      jest.fn(() => {
        engines.push(new FakeEngine());
        return Promise.resolve(engines[engines.length - 1]!);
      }),
    );
    await waitFor(() => expect(engines[0]?.playCalls).toBeGreaterThan(0));
    await screen.findByRole('button', { name: 'Pausa' });
    // Five episodes before this one started by themselves: this is the sixth in a row.
    sessionStorage.setItem('palco.episodes-without-input', '6');
    act(() => engines[0]!.timeTo(15));
    await screen.findByRole('complementary', { name: 'Próximo episódio' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(15_000));

    const prompt = await screen.findByRole('dialog', { name: 'Ainda estás a ver?' });
    expect(prompt).toHaveTextContent('A reprodução pausa dentro de 15 segundos.');
    await waitFor(() => expect(engines[engines.length - 1]?.playCalls).toBeGreaterThan(0));
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(engines[engines.length - 1]!.paused).toBe(true);
    expect(prompt).toHaveTextContent('Pausámos a reprodução até voltares.');

    const plays = engines[engines.length - 1]!.playCalls;
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Continuar a ver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(engines[engines.length - 1]!.playCalls).toBe(plays + 1);
    expect(episodesInARow.current()).toBe(1);
  });

  it('starts the count again with any key, click, touch or scroll', () => {
    episodesInARow.started(false);
    episodesInARow.started(true);
    episodesInARow.started(true);
    const engine = new FakeEngine();
    renderHook(() =>
      useStillWatching(engine, { live: false, vodLimit: 6, liveLimit: 0, startedByItself: true }),
    );
    expect(episodesInARow.current()).toBe(4);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(episodesInARow.current()).toBe(1);
  });
});

describe('"are you still watching?" on live (spec section 4, live_break_limit)', () => {
  it('asks after the limit of seconds played with no input, counts down 10 s, and any input before resets it', () => {
    jest.useFakeTimers();
    const engine = new FakeEngine();
    engine.paused = false;
    const { result } = renderHook(() =>
      useStillWatching(engine, { live: true, vodLimit: 6, liveLimit: 20, startedByItself: false }),
    );
    const play = (from: number, to: number): void =>
      act(() => {
        for (let t = from; t <= to; t += 1) engine.timeTo(t);
      });
    play(0, 15);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    play(16, 30);
    expect(result.current.asking).toBe(false);
    play(31, 40);
    expect(result.current.asking).toBe(true);
    expect(result.current.secondsLeft).toBe(10);
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(engine.paused).toBe(true);
    act(() => result.current.confirm());
    expect(result.current.asking).toBe(false);
  });
});
