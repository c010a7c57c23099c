import { makeContentItem, makeUserStatus } from '@palco/shared/testing';
import { clockPosition, isUnreleased, playAction, watchedPercent } from './play-action';

const NOW = Date.parse('2026-03-14T20:30:00Z') / 1000;

const movie = makeContentItem({ id: 'm1', title: 'Os Maias', type: 'MOVIE', duration: 6000 });
const series = makeContentItem({ id: 's1', title: 'Marés Vivas', type: 'SERIES' });
const first = makeContentItem({ id: 'e1', title: 'O Início', type: 'EPISODE', episode_number: 1 });
const fourth = makeContentItem({ id: 'e4', title: 'A Decisão', type: 'EPISODE', episode_number: 4 });
const none = { nowSeconds: NOW, firstEpisode: null, currentEpisode: null };

describe('playAction', () => {
  it('plays a movie from the start when the viewer has not begun it', () => {
    expect(playAction(movie, none)).toEqual({
      href: '/vod/os-maias/m1',
      mode: 'play',
      resumeAt: null,
      episode: null,
    });
  });

  it('carries on a movie from its saved progress, and offers it again once watched', () => {
    const started = { ...movie, user_status: makeUserStatus({ progress: 754, continue: true }) };
    expect(playAction(started, none)).toMatchObject({ mode: 'continue', resumeAt: 754 });
    const watched = { ...movie, user_status: makeUserStatus({ progress: 5990, watched: true }) };
    expect(playAction(watched, none)).toMatchObject({ mode: 'replay', resumeAt: null });
  });

  it('plays a series from its first episode when the viewer has no current episode', () => {
    expect(playAction(series, { ...none, firstEpisode: first })).toMatchObject({
      href: '/vod/o-inicio/e1',
      mode: 'play',
      episode: first,
    });
    expect(playAction(series, none)).toBeNull();
  });

  it('resumes a series at its current episode, and waits while that episode is loading', () => {
    const status = makeUserStatus({ progress: 300, continue: true, current_episode: 'e4' });
    const resumed = { ...series, user_status: status };
    expect(playAction(resumed, { ...none, firstEpisode: first, currentEpisode: fourth })).toMatchObject({
      href: '/vod/a-decisao/e4',
      mode: 'continue',
      resumeAt: 300,
    });
    expect(playAction(resumed, { ...none, firstEpisode: first })).toBeNull();
  });

  it('starts a watched series again from the first episode', () => {
    const status = makeUserStatus({ progress: 1200, watched: true, current_episode: 'e4' });
    expect(
      playAction(
        { ...series, user_status: status },
        { ...none, firstEpisode: first, currentEpisode: fourth },
      ),
    ).toMatchObject({ href: '/vod/o-inicio/e1', mode: 'replay', resumeAt: null });
  });

  it('offers nothing to play before the release moment', () => {
    const soon = { ...movie, release_date: NOW + 60 };
    expect(isUnreleased(soon, NOW)).toBe(true);
    expect(playAction(soon, none)).toBeNull();
    expect(playAction({ ...movie, release_date: NOW - 60 }, none)).not.toBeNull();
    expect(playAction(series, { ...none, firstEpisode: { ...first, release_date: NOW + 1 } })).toBeNull();
  });
});

describe('clockPosition and watchedPercent', () => {
  it('reads a position as the player does', () => {
    expect(clockPosition(754)).toBe('12:34');
    expect(clockPosition(3725)).toBe('1:02:05');
    expect(clockPosition(0)).toBe('0:00');
  });

  it('keeps the share watched between 0 and 100', () => {
    expect(watchedPercent(1500, 6000)).toBe(25);
    expect(watchedPercent(9000, 6000)).toBe(100);
    expect(watchedPercent(10, 0)).toBe(0);
  });
});
