import { useEffect, useState } from 'react';
import type { PlaybackMarks } from '@palco/contracts';
import type { PlayerEngine } from '../engine/PlayerEngine';
import { inRecap, offersNext, skipOffer, type SkipOffer } from './marks-policy';

export interface MarksState {
  skip: SkipOffer | null;
  /** Whether what comes next is offered now (the credits have begun, or the title has ended). */
  next: boolean;
}

const sameSkip = (a: SkipOffer | null, b: SkipOffer | null): boolean =>
  a?.kind === b?.kind && a?.to === b?.to;

/**
 * Follows playback against a title's marks (spec section 4): the skip-recap offer for the recap's first
 * 5 s, the skip-intro offer during the intro, and, from the closing credits of an episode or at the end of a
 * movie, the offer of what comes next.
 */
export function useMarks(
  engine: PlayerEngine | null,
  kind: 'episode' | 'movie' | null,
  marks: PlaybackMarks | null,
): MarksState {
  const [state, setState] = useState<MarksState>({ skip: null, next: false });
  useEffect(() => {
    if (!engine || kind === null) return undefined;
    let recapSince: number | null = null;
    let current: MarksState = { skip: null, next: false };
    const update = (position: number, ended: boolean): void => {
      const now = Date.now();
      if (inRecap(marks, position)) recapSince ??= now;
      else recapSince = null;
      const next: MarksState = {
        skip: ended ? null : skipOffer(marks, position, recapSince, now),
        // Once offered, it stays offered for this title (a seek back into the credits changes nothing).
        next: current.next || offersNext(kind, marks, position, ended),
      };
      if (next.next !== current.next || !sameSkip(next.skip, current.skip)) {
        current = next;
        setState(next);
      }
    };
    const unsubscribe = [
      engine.on('timeupdate', ({ currentTime }) => update(currentTime, false)),
      engine.on('ended', () => update(engine.currentTime, true)),
    ];
    return () => {
      for (const off of unsubscribe) off();
    };
  }, [engine, kind, marks]);
  return state;
}
