import type { ReactNode } from 'react';
import { type ContentItem, titlePictures } from '@palco/contracts';
import {
  errorMessageFor,
  isFeatureOn,
  usePageTitle,
  useSession,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { useContentLang } from '@palco/shared';
import { LoadError } from '../../../components/LoadError';
import { PremiumMarker } from '../../../components/PremiumMarker';
import { badgeLabel } from '../../../utils/badge-label';
import { useContentItem } from '../api/get-content-item';
import { useMetaDescription } from '../hooks/use-meta-description';
import { mainPictureTiming, usePicturePainted } from '../hooks/use-picture-painted';
import { useViewerMarks } from '../hooks/use-viewer-marks';
import { isRestricted } from '../utils/viewing-rules';
import { AvailabilityNotes } from './AvailabilityNotes';
import { ContentFacts, LanguageFacts } from './ContentFacts';
import { ContentSkeleton } from './ContentSkeleton';
import { FreeTimeNote } from './FreeTimeNote';
import { PlayButton } from './PlayButton';
import { RatingControl } from './RatingControl';
import { RestrictedNotice } from './RestrictedNotice';
import { Seasons } from './Seasons';
import { ShareButton } from './ShareButton';
import { TitleHero } from './TitleHero';
import { TrailerButton } from './Trailer';
import { WatchlistButton } from './WatchlistButton';
import * as styles from './ContentDetail.module.css';

const POSTER = { width: 240, height: 360 };

/**
 * The buttons under the title, each shown only while its feature flag is on. A guest profile keeps no
 * list and no ratings, so it gets a line saying so instead of controls that could only be refused.
 */
function Actions({ item, posterPainted }: { item: ContentItem; posterPainted: boolean }): ReactNode {
  const { t } = useTranslation();
  const settings = useSettings();
  const marks = useViewerMarks(item);
  const guest = useSession((state) => state.profile?.guest === true);
  const watchlist = isFeatureOn(settings, 'watchlist');
  const rating = isFeatureOn(settings, 'user_rating');
  return (
    <>
      <div className={styles.actions}>
        <PlayButton item={item} />
        {item.trailer_id && <TrailerButton trailerId={item.trailer_id} title={item.title} />}
        {watchlist && !guest && <WatchlistButton marks={marks} />}
        {isFeatureOn(settings, 'share') && <ShareButton title={item.title} />}
      </div>
      <FreeTimeNote item={item} ask={posterPainted} />
      {rating && !guest && <RatingControl marks={marks} />}
      {guest && (watchlist || rating) && (
        <p className={styles.guestNote} data-testid="guest-note">
          {t('CATALOGUE_CONTENT_GUEST_NOTE')}
        </p>
      )}
    </>
  );
}

function Credits({ label, names }: { label: string; names: readonly string[] }): ReactNode {
  if (names.length === 0) return null;
  return (
    <p className={styles.credits}>
      <span className={styles.creditsLabel}>{label}</span> {names.join(', ')}
    </p>
  );
}

/** A title's page: picture, facts, description, cast, the viewer's actions and, for a series, its seasons. */
export function ContentDetail({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useContentLang();
  const { data: item, error, mutate } = useContentItem(id);
  const restricted = !item && isRestricted(error);
  // The tab names the title, in the format of every page's ("Os Maias — Palco"); the server's SEO title
  // carries the site's name in a format of its own. A title kept from the profile has no name to give.
  usePageTitle(restricted ? t('CATALOGUE_CONTENT_RESTRICTED_TAB') : item?.title);
  useMetaDescription(item ? item.seo_description || item.short_description : null);
  const { poster, background } = item ? titlePictures(item) : { poster: null, background: null };
  const { painted: posterPainted, settle: posterSettled } = usePicturePainted(poster);

  if (restricted) return <RestrictedNotice page />;
  if (error && !item) return <LoadError message={errorMessageFor(t, error)} onRetry={() => void mutate()} />;
  if (!item) return <ContentSkeleton />;

  const badge = badgeLabel(item.label);
  const isSeries = item.type === 'SERIES';
  // The hero trailer's media call, like the free-time note's, waits for the poster: on a visitor's first
  // load it is the page's first call to the network, which loads the HTTP library.
  const heroTrailer = isFeatureOn(settings, 'auto_play_trailer') && posterPainted ? item.trailer_id : null;

  return (
    <article className={styles.page} data-testid="content-detail">
      <TitleHero background={background} trailerId={heroTrailer}>
        <div className={styles.body}>
          {poster && (
            <img
              className={styles.poster}
              src={poster}
              alt=""
              width={POSTER.width}
              height={POSTER.height}
              fetchPriority="high"
              {...mainPictureTiming}
              onLoad={posterSettled}
              onError={posterSettled}
              data-testid="title-poster"
            />
          )}
          <div className={styles.info}>
            {item.images.logo && (
              <img className={styles.logo} src={item.images.logo} alt="" width={320} height={120} />
            )}
            <h1 className={styles.title} lang={lang}>
              {item.title}
            </h1>
            <div className={styles.marks}>
              {item.premium && <PremiumMarker />}
              {badge && (
                <span className={styles.badge} lang={lang}>
                  {badge}
                </span>
              )}
              {item.dynamic_label && (
                <span className={styles.dynamicLabel} lang={lang}>
                  {item.dynamic_label}
                </span>
              )}
            </div>
            <ContentFacts item={item} />
            <AvailabilityNotes item={item} />
            <Actions item={item} posterPainted={posterPainted} />
            {item.short_description && item.description !== item.short_description && (
              <p className={styles.lead} lang={lang}>
                {item.short_description}
              </p>
            )}
            <p className={styles.description} lang={lang}>
              {item.description || item.short_description}
            </p>
            <Credits label={t('CATALOGUE_CAST')} names={item.cast} />
            <Credits label={t('CATALOGUE_CREATOR')} names={item.creator} />
            <LanguageFacts item={item} />
          </div>
        </div>
      </TitleHero>
      {isSeries && item.seasons && item.seasons.length > 0 && (
        <Seasons seriesId={item.id} seasons={item.seasons} />
      )}
    </article>
  );
}

/** Asked for as the page's code arrives (ContentPage's loader). */
export { prepareLanguageNames } from './ContentFacts';
