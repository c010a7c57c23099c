import { useEffect } from 'react';
import { bus, sessionStore } from '@palco/shared';
import { rememberProgress } from '../api/content-item';
import { saveProgress } from '../api/progress';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { ProgressSaver } from './ProgressSaver';
import { flushUnsaved, forgetUnsaved, isTransientSaveFailure, rememberUnsaved } from './unsaved-progress';

/** Whether progress is kept now: for a signed-in viewer, never on a guest profile. */
function keepsProgress(): boolean {
  const { token, profile } = sessionStore.getState();
  return Boolean(token) && profile?.guest !== true;
}

/** The profile a position kept on the device belongs to: the chosen one, when progress is kept. */
function savingProfile(): string | null {
  const { profile } = sessionStore.getState();
  return keepsProgress() && profile ? profile.id : null;
}

/**
 * Keeps a signed-in viewer's progress on an item while its engine plays: every 10 s of playing, on
 * pause, at the end, when the player goes away and when the page itself is closed; a guest profile's is
 * never kept. Failures are logged, never shown; a position the server did not receive (offline, a 5xx) is
 * kept on the device and sent again when the player next starts or the network comes back.
 */
export function useProgressSaving(engine: PlayerEngine | null, itemId: string | null): void {
  useEffect(() => {
    if (!engine || itemId === null) return undefined;
    const sendUnsaved = (): void => {
      const profileId = savingProfile();
      if (profileId) void flushUnsaved(profileId, (id, seconds) => saveProgress(id, seconds), Date.now());
    };
    sendUnsaved();
    // The last position the engine reported; still valid once the engine is destroyed on unmount.
    let position = 0;
    const saver = new ProgressSaver({
      save: (seconds, trigger) => saveProgress(itemId, seconds, { keepalive: trigger === 'leave' }),
      // A guest profile keeps no progress: the server would answer without storing it, so nothing is sent.
      canSave: keepsProgress,
      onSaved: (seconds) => {
        const profileId = savingProfile();
        if (profileId) forgetUnsaved(profileId, itemId);
        bus.emit('player:progress-saved', { itemId, progress: seconds });
        void rememberProgress(itemId, seconds);
      },
      onError: (error, seconds) => {
        console.warn('[mfe-player] progress not saved', error);
        const profileId = savingProfile();
        if (profileId && isTransientSaveFailure(error)) {
          rememberUnsaved({ profileId, itemId, seconds, at: Date.now() });
        }
      },
    });
    const finalPosition = (): number =>
      Number.isFinite(engine.duration) && engine.duration > 0 ? engine.duration : position;
    const unsubscribe = [
      engine.on('timeupdate', ({ currentTime }) => {
        position = currentTime;
        if (!engine.paused) saver.request('tick', currentTime);
      }),
      engine.on('pause', () => saver.request('pause', position)),
      engine.on('ended', () => saver.request('ended', finalPosition())),
    ];
    // Closing the tab or leaving the site unmounts nothing: save on pagehide, with a request that outlives the page.
    const onPageHide = (): void => {
      // The page may be gone before the save answers: the position waits on the device until one has.
      const profileId = savingProfile();
      if (profileId && position >= 1) {
        rememberUnsaved({ profileId, itemId, seconds: Math.floor(position), at: Date.now() });
      }
      saver.request('leave', position);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', sendUnsaved);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', sendUnsaved);
      for (const off of unsubscribe) off();
      saver.request('unmount', position);
    };
  }, [engine, itemId]);
}
