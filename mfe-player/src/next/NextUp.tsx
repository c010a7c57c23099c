import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { endpoints, type ContentItem } from '@palco/contracts';
import { type ApiError, callEndpoint, ContentText, http, useTranslation } from '@palco/shared';
import { NEXT_COUNTDOWN_SECONDS } from './marks-policy';
import * as styles from './NextUp.module.css';

export interface NextUpProps {
  itemId: string;
  kind: 'episode' | 'movie';
}

/** The title if it is released by now, else null. */
function released(item: ContentItem): ContentItem | null {
  return item.release_date === null || item.release_date * 1000 <= Date.now() ? item : null;
}

/** The player's address for a title. */
export const vodPath = (id: string): string => `/vod/${encodeURIComponent(id)}`;

/**
 * What comes next (spec section 4): the next episode after an episode, a recommendation after a movie,
 * from `GET /v1/content/item/{id}/next`, only when it is already released. It starts by itself after a
 * 15 s countdown, at once with "watch now", or not at all once cancelled.
 */
export function NextUp({ itemId, kind }: NextUpProps): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only what is already out: the API answers 404 for a next episode still to come, and the page checks too.
  const next = useSWR<ContentItem | null, ApiError>(
    ['next', itemId],
    async () => released(await callEndpoint(http, endpoints.getNext, { params: { id: itemId } })),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [left, setLeft] = useState(NEXT_COUNTDOWN_SECONDS);
  const [cancelled, setCancelled] = useState(false);
  const item = next.data ?? null;
  const counting = item !== null && !cancelled;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  useEffect(() => {
    // Started by the countdown, not by the viewer: the "still watching?" count goes on (section 4).
    if (counting && item && left === 0) navigate(vodPath(item.id), { state: { startedByItself: true } });
  }, [counting, item, left, navigate]);

  if (!item || cancelled) return null;
  return (
    <aside
      className={styles.card}
      aria-label={t(kind === 'episode' ? 'PLAYER_NEXT_EPISODE' : 'PLAYER_NEXT_RECOMMENDATION')}
    >
      <p className={styles.label}>
        {t(kind === 'episode' ? 'PLAYER_NEXT_EPISODE' : 'PLAYER_NEXT_RECOMMENDATION')}
      </p>
      <p className={styles.title}>
        <ContentText>{item.title}</ContentText>
      </p>
      <p className={styles.countdown} aria-live="polite">
        {t('PLAYER_NEXT_COUNTDOWN', { count: left })}
      </p>
      <div className={styles.actions}>
        <button type="button" className="palco-button" onClick={() => navigate(vodPath(item.id))}>
          {t('PLAYER_NEXT_NOW')}
        </button>
        <button type="button" className="palco-button palco-button--ghost" onClick={() => setCancelled(true)}>
          {t('PLAYER_NEXT_CANCEL')}
        </button>
      </div>
    </aside>
  );
}
