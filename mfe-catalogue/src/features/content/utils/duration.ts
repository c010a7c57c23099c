/** A running time in seconds as whole hours and minutes; under a minute still reads as 1 min. */
export function durationParts(seconds: number): { hours: number; minutes: number } | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
