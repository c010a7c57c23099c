import { endpoints, type Classification, type FavoriteState } from '@palco/contracts';
import { callEndpoint, http } from '@palco/shared';

/** `POST` or `DELETE /v1/content/favorite/{id}`: puts a title on the viewer's watchlist or takes it off. */
export function setFavorite(id: string, favorite: boolean): Promise<FavoriteState> {
  return callEndpoint(http, favorite ? endpoints.addFavorite : endpoints.removeFavorite, { params: { id } });
}

/** `PUT /v1/content/item/{id}/classification`: the viewer's 1–5 stars, 0 to take them away. */
export function putClassification(id: string, classification: number): Promise<Classification> {
  return callEndpoint(http, endpoints.putClassification, {
    params: { id },
    body: { classification },
  });
}
