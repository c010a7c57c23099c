import { type ProgressTrigger, shouldSaveProgress } from './progress-policy';

export interface ProgressSaverDeps {
  /** Sends the position in whole seconds; `leave` saves must outlive the page. */
  save: (seconds: number, trigger: ProgressTrigger) => Promise<void>;
  /** Only signed-in viewers keep progress; checked on every request so signing out stops saving. */
  canSave: () => boolean;
  onSaved: (seconds: number) => void;
  /** A save failed: the error, and the position it was to keep. */
  onError: (error: unknown, seconds: number) => void;
  now?: () => number;
}

/**
 * Applies the progress policy to one playback and keeps at most one save in flight: a request made
 * meanwhile waits, and only the latest such position is sent once the first save settles.
 */
export class ProgressSaver {
  private readonly now: () => number;
  private lastAttemptAtMs: number;
  private lastSavedSeconds: number | null = null;
  private inFlight: Promise<void> | null = null;
  private queued: { seconds: number; trigger: ProgressTrigger } | null = null;

  constructor(private readonly deps: ProgressSaverDeps) {
    this.now = deps.now ?? Date.now;
    // The first periodic save comes one interval after playback starts, not on the first tick.
    this.lastAttemptAtMs = this.now();
  }

  request(trigger: ProgressTrigger, position: number): void {
    if (!this.deps.canSave()) return;
    const seconds = Math.floor(position);
    const decision = shouldSaveProgress({
      trigger,
      seconds,
      lastSavedSeconds: this.lastSavedSeconds,
      lastAttemptAtMs: this.lastAttemptAtMs,
      nowMs: this.now(),
    });
    if (!decision) return;
    // A page that is going away cannot wait for the save in flight to settle.
    if (this.inFlight && trigger !== 'leave') {
      this.queued = { seconds, trigger };
      return;
    }
    this.send(seconds, trigger);
  }

  /** Settles once no save is in flight or queued. */
  async idle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private send(seconds: number, trigger: ProgressTrigger): void {
    this.lastAttemptAtMs = this.now();
    this.inFlight = this.deps
      .save(seconds, trigger)
      .then(
        () => {
          this.lastSavedSeconds = seconds;
          this.deps.onSaved(seconds);
        },
        (error: unknown) => this.deps.onError(error, seconds),
      )
      .finally(() => {
        this.inFlight = null;
        const queued = this.queued;
        this.queued = null;
        if (queued && queued.seconds !== this.lastSavedSeconds) this.send(queued.seconds, queued.trigger);
      });
  }
}
