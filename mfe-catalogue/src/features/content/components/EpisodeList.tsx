import type { ReactNode } from 'react';
import { Trans } from 'react-i18next/TransWithoutContext';
import type { ContentItem, Season, SeasonPage } from '@palco/contracts';
import { AppLink, type CursorPage, useCursorPaging, useTranslation } from '@palco/shared';
import { ContentText, useContentLang } from '@palco/shared';
import { PremiumMarker } from '../../../components/PremiumMarker';
import { playHref } from '../../../utils/card-href';
import { getSeasonPage } from '../api/get-season-page';
import { watchedPercent } from '../utils/play-action';
import { Duration } from './Duration';
import * as styles from './ContentDetail.module.css';

const STILL = { width: 240, height: 135 };

/** The viewer's own mark on an episode: watched, or how much of it they have seen. */
function EpisodeProgress({ episode }: { episode: ContentItem }): ReactNode {
  const { t } = useTranslation();
  const status = episode.user_status;
  if (!status) return null;
  if (status.watched) return <span className={styles.watched}>✓ {t('CATALOGUE_CONTENT_WATCHED')}</span>;
  const percent = watchedPercent(status.progress, episode.duration);
  if (percent <= 0) return null;
  return (
    <span className={styles.episodeProgress}>
      <span className={styles.progressTrack} aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="palco-visually-hidden">{t('CATALOGUE_CONTENT_PROGRESS', { percent })}</span>
    </span>
  );
}

interface Props {
  seriesId: string;
  season: Season;
  firstPage: SeasonPage;
}

/** A season's episodes, each leading to the player; later pages on request. */
export function EpisodeList({ seriesId, season, firstPage }: Props): ReactNode {
  const { t, i18n } = useTranslation();
  const lang = useContentLang();
  const { entries, hasMore, isLoadingMore, loadError, loadMore } = useCursorPaging(
    ['getSeasonPage', seriesId, season.id],
    firstPage.contents,
    firstPage.has_more,
    async ({ cursor }): Promise<CursorPage<ContentItem>> => {
      const page = await getSeasonPage(seriesId, season.id, cursor);
      return { entries: page.contents, hasMore: page.has_more };
    },
  );

  return (
    <>
      <ol className={styles.episodes} aria-label={season.name}>
        {entries.map((episode) => {
          const still = episode.images.thumbnail ?? episode.images.landscape ?? null;
          return (
            <li key={episode.id} data-testid="episode">
              <AppLink href={playHref(episode)} className={styles.episode}>
                {still ? (
                  <img
                    className={styles.still}
                    src={still}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={STILL.width}
                    height={STILL.height}
                  />
                ) : (
                  <span className={styles.still} aria-hidden="true" />
                )}
                <span className={styles.episodeText}>
                  <span className={styles.episodeTitle}>
                    {episode.episode_number !== null && episode.episode_number !== undefined ? (
                      // The name is an element, not interpolated text, so it can carry its own language.
                      <Trans
                        t={t}
                        i18n={i18n}
                        i18nKey="CATALOGUE_EPISODE_HEADING"
                        values={{ number: episode.episode_number }}
                        components={{ name: <ContentText>{episode.title}</ContentText> }}
                      />
                    ) : (
                      <ContentText>{episode.title}</ContentText>
                    )}
                  </span>
                  <span className={styles.muted}>
                    <Duration seconds={episode.duration} />
                  </span>
                  {episode.premium && <PremiumMarker />}
                  <EpisodeProgress episode={episode} />
                  <span className={styles.episodeDescription} lang={lang}>
                    {episode.short_description}
                  </span>
                </span>
              </AppLink>
            </li>
          );
        })}
      </ol>
      {loadError && (
        <p role="alert" className={styles.muted}>
          {t('CATALOGUE_EPISODES_ERROR')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className="palco-button palco-button--ghost"
          disabled={isLoadingMore}
          onClick={loadMore}
        >
          {isLoadingMore ? t('CATALOGUE_RAIL_LOADING_MORE') : t('CATALOGUE_EPISODES_MORE')}
        </button>
      )}
    </>
  );
}
