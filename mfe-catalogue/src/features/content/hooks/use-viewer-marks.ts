import { useCallback, useState } from 'react';
import type { ContentItem } from '@palco/contracts';
import { bus, errorMessageFor, normaliseError, useTranslation } from '@palco/shared';
import { putClassification, setFavorite } from '../api/viewer-marks';
import { viewingRefusalKey } from '../utils/viewing-rules';
import { useSignedInAction } from './use-signed-in-action';

export interface ViewerMarks {
  favorite: boolean;
  rating: number;
  busy: boolean;
  /** Puts the title on the watchlist (`true`) or takes it off. */
  markFavorite: (favorite: boolean) => void;
  /** 1–5 stars, 0 to take the rating away. */
  rate: (rating: number) => void;
}

/**
 * The viewer's watchlist mark and rating of a title. Both change on screen at once and go back, with a
 * translated message, when the server refuses; a visitor is asked to sign in first.
 */
export function useViewerMarks(item: ContentItem): ViewerMarks {
  const { t } = useTranslation();
  const runSignedIn = useSignedInAction();
  const [favoriteOverride, setFavoriteOverride] = useState<boolean | null>(null);
  const [ratingOverride, setRatingOverride] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const favorite = favoriteOverride ?? item.user_status?.favorite ?? false;
  const rating = ratingOverride ?? item.user_status?.classification ?? 0;

  // A refusal by the profile's rules (a guest, a restriction), e.g. once it changed in another tab, says why.
  const failed = useCallback(
    (error: unknown) => {
      const refused = normaliseError(error);
      const refusal = viewingRefusalKey(refused);
      bus.emit('toast:show', { message: refusal ? t(refusal) : errorMessageFor(t, refused), kind: 'error' });
    },
    [t],
  );

  const markFavorite = useCallback(
    (next: boolean) =>
      runSignedIn(() => {
        const before = favorite;
        setFavoriteOverride(next);
        setBusy(true);
        setFavorite(item.id, next)
          .then(() =>
            bus.emit('toast:show', {
              message: t(next ? 'CATALOGUE_CONTENT_WATCHLIST_ADDED' : 'CATALOGUE_CONTENT_WATCHLIST_REMOVED'),
              kind: 'success',
            }),
          )
          .catch((error: unknown) => {
            setFavoriteOverride(before);
            failed(error);
          })
          .finally(() => setBusy(false));
      }),
    [favorite, failed, item.id, runSignedIn, t],
  );

  const rate = useCallback(
    (next: number) =>
      runSignedIn(() => {
        const before = rating;
        setRatingOverride(next);
        putClassification(item.id, next)
          .then(() =>
            bus.emit('toast:show', { message: t('CATALOGUE_CONTENT_RATING_SAVED'), kind: 'success' }),
          )
          .catch((error: unknown) => {
            setRatingOverride(before);
            failed(error);
          });
      }),
    [failed, item.id, rating, runSignedIn, t],
  );

  return { favorite, rating, busy, markFavorite, rate };
}
