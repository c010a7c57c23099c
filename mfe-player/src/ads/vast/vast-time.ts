// VAST's time values: a duration or an offset is `HH:MM:SS` or `HH:MM:SS.mmm`, and an offset may also be a
// percentage of the ad's duration.

const TIME = /^(\d+):([0-5]?\d):([0-5]?\d(?:\.\d+)?)$/;
const PERCENT = /^(\d+(?:\.\d+)?)%$/;

/** Seconds of a VAST time; null when the text is not one. */
export function parseVastTime(text: string | null): number | null {
  const match = TIME.exec(text?.trim() ?? '');
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

/**
 * Seconds of an offset into an ad of `duration` seconds (a `skipoffset`, a progress event's `offset`): a
 * time, or a percentage. A percentage of an unknown duration (0) is null: when it falls cannot be told.
 */
export function parseVastOffset(text: string | null, duration: number): number | null {
  const percent = PERCENT.exec(text?.trim() ?? '');
  if (!percent) return parseVastTime(text);
  return duration > 0 ? (Number(percent[1]) / 100) * duration : null;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `HH:MM:SS.mmm`, the form VAST's playhead macros take. */
export function formatVastTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const whole = Math.floor(ms / 1000);
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(ms % 1000, 3)}`;
}
