import type { PlaybackAllowance } from '@palco/contracts';

/** Played time is told to the server every this many seconds of playing, and once more when playback stops. */
export const REPORT_EVERY_SECONDS = 10;
/** The most one report may carry (the watched call's limit). */
const MAX_REPORT_SECONDS = 120;
/** A jump between two time updates larger than this is a seek, not playing. */
export const LARGEST_PLAYED_STEP_SECONDS = 2;

/**
 * Counts what a viewer held to the time limits plays of a premium title (spec section 4), between what the
 * server last said (`allowance`) and now: seconds actually played (seeking is not playing), how many are not
 * yet told to the server, and whether the limit is reached — the title's (its first `title_limit` seconds)
 * or the day's (`seconds_left`). The server is the authority: it answers each report with what is left.
 */
export class AllowanceMeter {
  private allowance: PlaybackAllowance;
  private lastPosition: number | null = null;
  private unreported = 0;

  constructor(allowance: PlaybackAllowance) {
    this.allowance = allowance;
  }

  /** A time update from the engine: the position, and whether it is playing. */
  onTime(position: number, playing: boolean): void {
    const last = this.lastPosition;
    this.lastPosition = position;
    if (!playing || last === null) return;
    const step = position - last;
    if (step > 0 && step <= LARGEST_PLAYED_STEP_SECONDS) this.unreported += step;
  }

  /** After a seek the next update starts counting afresh. */
  onSeek(position: number): void {
    this.lastPosition = position;
  }

  /** Seconds of playing left, as the page can tell before the server's next word. */
  get secondsLeft(): number {
    return Math.max(0, this.allowance.seconds_left - this.unreported);
  }

  get titleLimit(): number {
    return this.allowance.title_limit;
  }

  /** Whether playing must stop at `position`: past the title's limit, or nothing left today. */
  reachedAt(position: number): boolean {
    return position >= this.allowance.title_limit || this.secondsLeft <= 0;
  }

  /** Whether enough was played to tell the server now. */
  get dueForReport(): boolean {
    return this.unreported >= REPORT_EVERY_SECONDS;
  }

  /**
   * Whole seconds to report, taken off the count: the fraction stays for the next report, or counts as a
   * whole second when playback stops (`final`), so the server knows a title's limit was reached. Never more
   * than the server takes in one report.
   */
  takeReport({ final = false }: { final?: boolean } = {}): number {
    const seconds = Math.min(
      MAX_REPORT_SECONDS,
      final ? Math.ceil(this.unreported) : Math.floor(this.unreported),
    );
    this.unreported = Math.max(0, this.unreported - seconds);
    return seconds;
  }

  /** Puts back seconds whose report failed on the way, to go with the next one. */
  restore(seconds: number): void {
    this.unreported += seconds;
  }

  /** The server's answer to a report: what is left now. */
  update(allowance: PlaybackAllowance): void {
    this.allowance = allowance;
  }
}

/** "12 min", or "45 s" under a minute: free time left, rounded down so it never promises more. */
export function freeTimeLeft(seconds: number): { value: number; unit: 'minutes' | 'seconds' } {
  return seconds >= 60
    ? { value: Math.floor(seconds / 60), unit: 'minutes' }
    : { value: Math.max(0, Math.floor(seconds)), unit: 'seconds' };
}
