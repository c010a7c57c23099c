import { ApiError } from '@palco/shared';
import {
  flushUnsaved,
  forgetUnsaved,
  rememberUnsaved,
  UNSAVED_PROGRESS_KEY,
  UNSAVED_PROGRESS_MAX_AGE_MS,
} from './unsaved-progress';

const NOW = Date.UTC(2026, 10, 25, 10);
const stored = (): unknown => JSON.parse(localStorage.getItem(UNSAVED_PROGRESS_KEY) ?? 'null');
const apiError = (status: number): ApiError => new ApiError(String(status), 'x', status);

afterEach(() => localStorage.clear());

describe('positions the server did not receive', () => {
  it('are kept per profile and title, the latest only, and forgotten once saved', () => {
    rememberUnsaved({ profileId: 'p1', itemId: 'a', seconds: 10, at: NOW });
    rememberUnsaved({ profileId: 'p1', itemId: 'a', seconds: 42, at: NOW + 1 });
    rememberUnsaved({ profileId: 'p2', itemId: 'a', seconds: 7, at: NOW });
    expect(stored()).toEqual([
      { profileId: 'p1', itemId: 'a', seconds: 42, at: NOW + 1 },
      { profileId: 'p2', itemId: 'a', seconds: 7, at: NOW },
    ]);
    forgetUnsaved('p1', 'a');
    expect(stored()).toEqual([{ profileId: 'p2', itemId: 'a', seconds: 7, at: NOW }]);
  });

  it('are sent again for the profile now watching only, and forgotten when taken', async () => {
    rememberUnsaved({ profileId: 'p1', itemId: 'a', seconds: 42, at: NOW });
    rememberUnsaved({ profileId: 'p2', itemId: 'b', seconds: 7, at: NOW });
    const save = jest.fn(() => Promise.resolve());
    await flushUnsaved('p1', save, NOW);
    expect(save.mock.calls).toEqual([['a', 42]]);
    expect(stored()).toEqual([{ profileId: 'p2', itemId: 'b', seconds: 7, at: NOW }]);
  });

  it('stay through another failure of the network or the server, and go on one the server means', async () => {
    rememberUnsaved({ profileId: 'p1', itemId: 'a', seconds: 42, at: NOW });
    await flushUnsaved('p1', () => Promise.reject(apiError(503)), NOW);
    await flushUnsaved('p1', () => Promise.reject(new TypeError('offline')), NOW);
    expect(stored()).toEqual([{ profileId: 'p1', itemId: 'a', seconds: 42, at: NOW }]);
    // A title gone, or restricted now: sending it again would not help.
    await flushUnsaved('p1', () => Promise.reject(apiError(404)), NOW);
    expect(stored()).toBeNull();
  });

  it('are dropped unsent once a week old, and survive storage holding something else', async () => {
    rememberUnsaved({ profileId: 'p1', itemId: 'a', seconds: 42, at: NOW });
    const save = jest.fn(() => Promise.resolve());
    await flushUnsaved('p1', save, NOW + UNSAVED_PROGRESS_MAX_AGE_MS + 1);
    expect(save).not.toHaveBeenCalled();
    localStorage.setItem(UNSAVED_PROGRESS_KEY, '{"not": "a list"}');
    await flushUnsaved('p1', save, NOW);
    expect(save).not.toHaveBeenCalled();
  });
});
