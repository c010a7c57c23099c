import type { Classification, FavoriteState } from '@palco/contracts';
import { callEndpoint, http } from '@palco/shared';

/** `POST` or `DELETE /v1/content/favorite/{id}`: puts a title on the viewer's watchlist or takes it off. */
export function setFavorite(id: string, favorite: boolean): Promise<FavoriteState> {
  return callEndpoint(http, favorite ? 'addFavorite' : 'removeFavorite', { params: { id } });
}

/** `PUT /v1/content/item/{id}/classification`: the viewer's 1–5 stars, 0 to take them away. */
export function putClassification(id: string, classification: number): Promise<Classification> {
  return callEndpoint(http, 'putClassification', {
    params: { id },
    body: { classification },
  });
}
