import type { PlayerEngine } from '../engine/PlayerEngine';

/** How playback started: with sound, muted because the browser refused sound, or not at all. */
export type AutoplayOutcome = 'playing' | 'muted' | 'blocked';

function isAutoplayRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}

/**
 * Starts playback without a click, as a cold deep link needs: browsers refuse unmuted autoplay with
 * NotAllowedError but allow muted, so on that refusal it mutes and tries once more.
 */
export async function startPlayback(
  engine: Pick<PlayerEngine, 'play' | 'setMuted'>,
): Promise<AutoplayOutcome> {
  try {
    await engine.play();
    return 'playing';
  } catch (error) {
    if (!isAutoplayRefusal(error)) throw error;
  }
  engine.setMuted(true);
  try {
    await engine.play();
    return 'muted';
  } catch (error) {
    if (!isAutoplayRefusal(error)) throw error;
    return 'blocked';
  }
}
