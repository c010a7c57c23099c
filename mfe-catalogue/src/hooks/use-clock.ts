import { createContext, useContext } from 'react';

/** Where "now" comes from, in milliseconds since the epoch. */
export interface Clock {
  now: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * Pages that depend on the time of day read it from here rather than from `Date.now()`, so a test can
 * give them a fixed moment and check what is on air without faking timers.
 */
export const ClockContext = createContext<Clock>(systemClock);

export function useClock(): Clock {
  return useContext(ClockContext);
}
