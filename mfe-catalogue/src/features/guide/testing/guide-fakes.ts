import { fireEvent } from '@testing-library/react';
import type { Channel, EpgEntry, Guide } from '@palco/contracts';
import { makeChannel, ok, type RecordedRequest } from '@palco/shared/testing';
import { at, makeEpgEntry } from '../../../testing/epg-fixtures';

/** A programme of `channel` from `from` to `to` (ISO moments), with a recording. */
export function programme(channel: string, id: string, title: string, from: string, to: string): EpgEntry {
  return makeEpgEntry({
    id,
    channel,
    title,
    start_date: at(from),
    end_date: at(to),
    media_id: `catchup-${id}`,
  });
}

/** Answers like the API: the asked channels' programmes overlapping the asked range. */
export function guideFor(entries: readonly EpgEntry[]): (request: RecordedRequest) => ReturnType<typeof ok> {
  return (request: RecordedRequest) => {
    const start = Number(request.params.startDate);
    const end = Number(request.params.endDate);
    const ids = String(request.params.channels).split(',');
    const guide: Guide = {
      channels: ids.map((id) => {
        const epgs = entries.filter((e) => e.channel === id && e.start_date < end && e.end_date > start);
        return { id, dates: epgs.length > 0 ? [{ date: '2026-03-14', epgs }] : [] };
      }),
    };
    return ok(guide);
  };
}

/** `count` channels, `ch-0001` on, each with a film from 03:00 to 04:00 and the news from 20:00 to 21:00. */
export function lineUp(count: number): { channels: Channel[]; entries: EpgEntry[] } {
  const channels = Array.from({ length: count }, (_, i) =>
    makeChannel({ id: `ch-${String(i + 1).padStart(4, '0')}`, name: `Canal ${i + 1}`, dvr: true }),
  );
  const entries = channels.flatMap((c) => [
    programme(c.id, `${c.id}-film`, `Filme ${c.name}`, '2026-03-14T03:00:00Z', '2026-03-14T04:00:00Z'),
    programme(c.id, `${c.id}-news`, `Notícias ${c.name}`, '2026-03-14T20:00:00Z', '2026-03-14T21:00:00Z'),
  ]);
  return { channels, entries };
}

/**
 * The guide's scrolling box as a desktop lays it out. jsdom lays nothing out, so every element measures
 * 0 × 0 and the virtualizers, which read the box's clientWidth and clientHeight, would draw no row at all.
 * Its width is jsdom's window, which the guide also reads before the box exists.
 */
export const GRID = { width: 1024, height: 720 };

const isGrid = (element: Element): boolean => element.getAttribute('data-testid') === 'guide-grid';

/** The grid's box, and what it scrolls over: the canvas inside, as big as its style says. */
export function layOutGrid(): void {
  const sized = (size: number) =>
    function (this: Element): number {
      return isGrid(this) ? size : 0;
    };
  const canvas = (side: 'width' | 'height') =>
    function (this: Element): number {
      const inner = this.firstElementChild;
      return isGrid(this) && inner instanceof HTMLElement ? parseFloat(inner.style[side]) || 0 : 0;
    };
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(sized(GRID.width));
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(sized(GRID.height));
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(canvas('width'));
  jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(canvas('height'));
}

type ScrollTo = (options?: ScrollToOptions | number, y?: number) => void;
const unset = Symbol('no scrollTo');
let saved: ScrollTo | typeof unset = unset;

/**
 * `element.scrollTo`, which jsdom lacks and the virtualizers scroll with, as a browser does it: the
 * position moves at once, the scroll event follows on a later turn.
 */
export function installScrollTo(): void {
  saved = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo')?.value ?? unset;
  const scrollTo: ScrollTo = function (this: Element, options) {
    if (typeof options !== 'object') return;
    const within = (offset: number, max: number): number => Math.max(0, Math.min(offset, max));
    if (options.top !== undefined)
      this.scrollTop = within(options.top, this.scrollHeight - this.clientHeight);
    if (options.left !== undefined)
      this.scrollLeft = within(options.left, this.scrollWidth - this.clientWidth);
    setTimeout(() => fireEvent.scroll(this), 0);
  };
  Object.defineProperty(Element.prototype, 'scrollTo', {
    value: scrollTo,
    configurable: true,
    writable: true,
  });
}

export function removeScrollTo(): void {
  if (saved === unset) Reflect.deleteProperty(Element.prototype, 'scrollTo');
  else
    Object.defineProperty(Element.prototype, 'scrollTo', {
      value: saved,
      configurable: true,
      writable: true,
    });
  saved = unset;
}
