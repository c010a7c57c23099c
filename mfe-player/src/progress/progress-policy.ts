/** While playing, progress is saved at most this often. */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;

/** Why a save is asked for: the playing clock, or a moment the viewer's position must not be lost. */
/** `leave`: the page itself is going away (tab closed, navigation to another site). */
export type ProgressTrigger = 'tick' | 'pause' | 'ended' | 'unmount' | 'leave';

export interface ProgressDecisionInput {
  trigger: ProgressTrigger;
  /** Whole seconds the viewer has reached. */
  seconds: number;
  /** The last position the server confirmed, or null before the first save. */
  lastSavedSeconds: number | null;
  /** When the last save was started (or playback began); paces the periodic saves. */
  lastAttemptAtMs: number;
  nowMs: number;
}

/**
 * Whether to send `PUT /v1/content/item/{id}/progress` now: never for position 0 or one already
 * saved; for the playing clock only once the interval has passed; always on pause, end and leaving.
 */
export function shouldSaveProgress({
  trigger,
  seconds,
  lastSavedSeconds,
  lastAttemptAtMs,
  nowMs,
}: ProgressDecisionInput): boolean {
  if (!Number.isFinite(seconds) || seconds <= 0) return false;
  if (seconds === lastSavedSeconds) return false;
  if (trigger === 'tick') return nowMs - lastAttemptAtMs >= PROGRESS_SAVE_INTERVAL_MS;
  return true;
}
