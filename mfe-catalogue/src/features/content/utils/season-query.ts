import type { Season } from '@palco/contracts';

/** The query parameter naming the season on a series page, e.g. `?temporada=2`. */
export const SEASON_PARAM = 'temporada';

/** The season the URL asks for by number, else the first one; null for a series without seasons. */
export function seasonFromQuery(seasons: readonly Season[], value: string | null): Season | null {
  const wanted = value !== null && /^\d+$/.test(value) ? Number(value) : null;
  return seasons.find((season) => season.season === wanted) ?? seasons[0] ?? null;
}
