import { type FocusEvent, type KeyboardEvent, useCallback, useState } from 'react';
import { nextFocusIndex } from '../utils/roving-index';

export interface RovingFocus {
  /** The card that is the rail's one tab stop. */
  activeIndex: number;
  /** On the list: arrows, Home and End move focus between its cards. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** On the list: a card focused by mouse or tab becomes the tab stop. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

const CARD_SELECTOR = '[data-testid="card"]';

/**
 * Roving focus over a rail's cards (one tab stop per rail; arrows move inside it). Reaching the last
 * card calls `onReachEnd`, which asks for the next page while the server has more.
 */
export function useRovingFocus(count: number, onReachEnd: () => void): RovingFocus {
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, count - 1));

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>): void => {
      const next = nextFocusIndex(event.key, activeIndex, count);
      if (next === null) return;
      event.preventDefault();
      const cards = event.currentTarget.querySelectorAll<HTMLElement>(CARD_SELECTOR);
      cards[next]?.focus();
      setActive(next);
      if (next === count - 1 && (event.key === 'ArrowRight' || event.key === 'End')) onReachEnd();
    },
    [activeIndex, count, onReachEnd],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLElement>): void => {
    const cards = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(CARD_SELECTOR));
    const index = cards.findIndex((card) => card === event.target);
    if (index >= 0) setActive(index);
  }, []);

  return { activeIndex, onKeyDown, onFocus };
}
