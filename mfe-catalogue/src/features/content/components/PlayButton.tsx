import type { ReactNode } from 'react';
import type { ContentItem } from '@palco/contracts';
import { AppLink, useTranslation } from '@palco/shared';
import { useClock } from '../../../hooks/use-clock';
import { useContentItem } from '../api/get-content-item';
import { useSeasonPage } from '../api/get-season-page';
import { clockPosition, type PlayAction, playAction, watchedPercent } from '../utils/play-action';
import * as styles from './ContentDetail.module.css';

function Label({ action }: { action: PlayAction }): ReactNode {
  const { t } = useTranslation();
  const text =
    action.mode === 'replay'
      ? t('CATALOGUE_CONTENT_REPLAY')
      : action.mode === 'continue' && action.resumeAt !== null
        ? t('CATALOGUE_CONTENT_CONTINUE_AT', { time: clockPosition(action.resumeAt) })
        : t('CATALOGUE_PLAY');
  const episode = action.episode;
  return (
    <>
      {text}
      {episode?.season && episode.episode_number != null && (
        <span className={styles.playEpisode}>
          {t('CATALOGUE_CONTENT_EPISODE_SHORT', {
            season: episode.season.season,
            episode: episode.episode_number,
          })}
        </span>
      )}
    </>
  );
}

/**
 * The page's main action: watch in the player, carry on where the viewer stopped or watch again. The
 * player reads the saved progress itself, so the link only names what to play.
 */
export function PlayButton({ item }: { item: ContentItem }): ReactNode {
  const clock = useClock();
  const isSeries = item.type === 'SERIES';
  const currentId = isSeries ? (item.user_status?.current_episode ?? null) : null;
  const { data: firstPage } = useSeasonPage(item.id, isSeries ? (item.seasons?.[0]?.id ?? null) : null);
  const { data: currentEpisode } = useContentItem(currentId);
  const action = playAction(item, {
    nowSeconds: Math.floor(clock.now() / 1000),
    firstEpisode: firstPage?.contents[0] ?? null,
    currentEpisode: currentEpisode ?? null,
  });
  if (!action) return null;
  const target = action.episode ?? item;
  const percent =
    action.mode === 'continue' && action.resumeAt !== null
      ? watchedPercent(action.resumeAt, target.duration)
      : 0;
  return (
    <AppLink
      href={action.href}
      className={`palco-button ${styles.play}`}
      data-testid="play"
      data-mode={action.mode}
    >
      <span aria-hidden="true">▶ </span>
      <Label action={action} />
      {percent > 0 && (
        <span className={styles.playProgress} aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </span>
      )}
    </AppLink>
  );
}
