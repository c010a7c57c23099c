import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageFor, Spinner } from '@palco/shared';
import { LoadError } from '../../../components/LoadError';
import { PremiumMarker } from '../../../components/PremiumMarker';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { badgeLabel } from '../../../utils/badge-label';
import { playHref } from '../../../utils/card-href';
import { useContentItem } from '../api/get-content-item';
import { ContentFacts } from './ContentFacts';
import { PlayLink } from './PlayLink';
import { Seasons } from './Seasons';
import { SeriesPlayLink } from './SeriesPlayLink';
import * as styles from './ContentDetail.module.css';

const POSTER = { width: 240, height: 360 };

/** A title's page: picture, facts, description, cast, the watch action and, for a series, its seasons. */
export function ContentDetail({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const { data: item, error, mutate } = useContentItem(id);
  useDocumentTitle(item?.seo_title || item?.title || null);

  if (error) return <LoadError message={errorMessageFor(t, error)} onRetry={() => void mutate()} />;
  if (!item) return <Spinner label={t('CATALOGUE_LOADING')} />;

  const background = item.images.background ?? item.images.landscape ?? null;
  const badge = badgeLabel(item.label);
  const isSeries = item.type === 'SERIES';

  return (
    <article className={styles.page} data-testid="content-detail">
      {background && (
        <div className={styles.backdrop} aria-hidden="true">
          <img src={background} alt="" width={1280} height={720} decoding="async" />
        </div>
      )}
      <div className={styles.body}>
        {item.images.poster && (
          <img
            className={styles.poster}
            src={item.images.poster}
            alt=""
            width={POSTER.width}
            height={POSTER.height}
          />
        )}
        <div className={styles.info}>
          <h1 className={styles.title}>{item.title}</h1>
          <div className={styles.marks}>
            {item.premium && <PremiumMarker />}
            {badge && <span className={styles.badge}>{badge}</span>}
          </div>
          <ContentFacts item={item} />
          <div className={styles.actions}>
            {isSeries ? <SeriesPlayLink series={item} /> : <PlayLink to={playHref(item)} />}
          </div>
          <p className={styles.description}>{item.description || item.short_description}</p>
          {item.cast.length > 0 && (
            <p className={styles.credits}>
              <span className={styles.creditsLabel}>{t('CATALOGUE_CAST')}</span> {item.cast.join(', ')}
            </p>
          )}
          {item.creator.length > 0 && (
            <p className={styles.credits}>
              <span className={styles.creditsLabel}>{t('CATALOGUE_CREATOR')}</span> {item.creator.join(', ')}
            </p>
          )}
        </div>
      </div>
      {isSeries && item.seasons && item.seasons.length > 0 && (
        <Seasons seriesId={item.id} seasons={item.seasons} />
      )}
    </article>
  );
}
