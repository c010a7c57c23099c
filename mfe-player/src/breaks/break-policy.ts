/** Section 4: "are you still watching?" counts down 15 s on VOD and 10 s on live before it pauses. */
export const VOD_BREAK_COUNTDOWN_SECONDS = 15;
export const LIVE_BREAK_COUNTDOWN_SECONDS = 10;

/** Where the tab counts the episodes that started one after another with nobody touching anything. */
const EPISODES_KEY = 'palco.episodes-without-input';

/** What counts as the viewer being there: a key, a click or a touch, a scroll. Not a pointer drifting by. */
export const INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

function read(storage: Storage): number {
  try {
    const value = Number(storage.getItem(EPISODES_KEY) ?? '0');
    return Number.isInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

function write(storage: Storage, value: number): void {
  try {
    storage.setItem(EPISODES_KEY, String(value));
  } catch {
    // Without storage the count lives only as long as this page.
  }
}

/**
 * Episodes played in a row without input (spec section 4, `vod_break_limit`): an episode the player
 * started by itself (the next-episode countdown) adds one; any input, or an episode the viewer chose,
 * starts the count again. Kept for the tab, since each episode is another page of the player.
 */
export const episodesInARow = {
  /** An episode starts; `byItself` when the countdown started it. Answers the count with it. */
  started(byItself: boolean, storage: Storage = sessionStorage): number {
    const count = byItself ? read(storage) + 1 : 1;
    write(storage, count);
    return count;
  },
  /** The viewer did something: the next break is `limit` episodes away again. */
  reset(storage: Storage = sessionStorage): void {
    write(storage, 1);
  },
  current(storage: Storage = sessionStorage): number {
    return read(storage);
  },
};

/** Whether to ask "are you still watching?" now: VOD past `limit` episodes in a row, live past `limit` s. */
export function isBreakDue(limit: number, count: number): boolean {
  return limit > 0 && count > limit;
}
