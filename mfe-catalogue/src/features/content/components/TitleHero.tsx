import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { useHeroTrailer } from '../hooks/use-hero-trailer';
import * as styles from './ContentDetail.module.css';

const HERO = { width: 1280, height: 720 };

/**
 * The top of a title page: its background picture, the trailer playing muted over it when the title
 * has one (`trailerId`, given only while the auto-play trailer flag is on), and `children`, the title and
 * its actions. The trailer's play/pause control sits outside the decorative backdrop, so it can be seen,
 * reached by keyboard and named; pointing at or focusing anything of the hero starts loading the video.
 */
export function TitleHero({
  background,
  trailerId,
  children,
}: {
  background: string | null;
  trailerId: string | null;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const { src, videoRef, preload, playing, toggle, showInterest, onPlay, onPause, onError } = useHeroTrailer(
    background ? trailerId : null,
  );
  return (
    <div onPointerEnter={showInterest} onFocus={showInterest}>
      {background && (
        <div className={styles.backdrop} aria-hidden="true">
          {/* The hero is the first thing seen, so it is fetched at once rather than lazily. */}
          <img
            src={background}
            alt=""
            width={HERO.width}
            height={HERO.height}
            decoding="async"
            fetchPriority="high"
          />
          {src && (
            // Muted and decorative, so hidden with the backdrop: the "Trailer" button plays it with sound,
            // the browser's controls and a name.
            <video
              ref={videoRef}
              className={styles.heroVideo}
              src={src}
              poster={background}
              preload={preload}
              muted
              loop
              playsInline
              width={HERO.width}
              height={HERO.height}
              onPlay={onPlay}
              onPause={onPause}
              onError={onError}
              data-testid="hero-trailer"
            />
          )}
        </div>
      )}
      {src && (
        <button
          type="button"
          className={`palco-button palco-button--ghost ${styles.heroToggle}`}
          onClick={toggle}
          data-testid="hero-trailer-toggle"
        >
          <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
          {playing ? t('CATALOGUE_CONTENT_HERO_PAUSE') : t('CATALOGUE_CONTENT_HERO_PLAY')}
        </button>
      )}
      {children}
    </div>
  );
}
