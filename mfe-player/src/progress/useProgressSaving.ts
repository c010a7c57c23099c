import { useEffect } from 'react';
import { bus, sessionStore } from '@palco/shared';
import { rememberProgress } from '../api/content-item';
import { saveProgress } from '../api/progress';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { ProgressSaver } from './ProgressSaver';

/**
 * Keeps a signed-in viewer's progress on an item while its engine plays: every 10 s of playing, on
 * pause, at the end, when the player goes away and when the page itself is closed; a guest profile's is
 * never kept. Failures are logged, never shown.
 */
export function useProgressSaving(engine: PlayerEngine | null, itemId: string | null): void {
  useEffect(() => {
    if (!engine || itemId === null) return undefined;
    // The last position the engine reported; still valid once the engine is destroyed on unmount.
    let position = 0;
    const saver = new ProgressSaver({
      save: (seconds, trigger) => saveProgress(itemId, seconds, { keepalive: trigger === 'leave' }),
      // A guest profile keeps no progress: the server would answer without storing it, so nothing is sent.
      canSave: () => {
        const { token, profile } = sessionStore.getState();
        return Boolean(token) && profile?.guest !== true;
      },
      onSaved: (seconds) => {
        bus.emit('player:progress-saved', { itemId, progress: seconds });
        void rememberProgress(itemId, seconds);
      },
      onError: (error) => console.warn('[mfe-player] progress not saved', error),
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
    const onPageHide = (): void => saver.request('leave', position);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      for (const off of unsubscribe) off();
      saver.request('unmount', position);
    };
  }, [engine, itemId]);
}
