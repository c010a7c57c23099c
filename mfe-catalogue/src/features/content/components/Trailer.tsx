import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import type { TrailerAdBreakProps } from '@palco/contracts';
import { loadExposedModule, Modal, Spinner, useTranslation } from '@palco/shared';
import { useMedia } from '../api/get-media';
import { browserCanPlay, trailerSource } from '../utils/trailer-source';
import * as styles from './ContentDetail.module.css';

const VIDEO = { width: 640, height: 360 };

/** In place of the player's ad break when it cannot be had: no ad, and the trailer plays. */
function NoAd({ onDone }: TrailerAdBreakProps): ReactNode {
  useEffect(() => onDone(true), [onDone]);
  return null;
}

/**
 * The player's ad before a trailer, from the player remote through the shell's loader. A player that is
 * down (or a page without the shell's loader) costs the ad, never the trailer.
 */
function loadAdBreak(): Promise<{ default: ComponentType<TrailerAdBreakProps> }> {
  return loadExposedModule('mfe-player', 'trailerAdBreak').then(
    (module) => ({ default: module.TrailerAdBreak }),
    (error: unknown) => {
      console.warn('[mfe-catalogue] the trailer’s ad could not load; the trailer plays without it', error);
      return { default: NoAd };
    },
  );
}

interface AdBoundaryProps {
  onFail: () => void;
  children: ReactNode;
}

/** The player's ad break failing as it renders lets the trailer play, as if it had not loaded. */
class AdBoundary extends Component<AdBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('[mfe-catalogue] the trailer’s ad failed; the trailer plays without it', error);
    this.props.onFail();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function TrailerVideo({ trailerId }: { trailerId: string }): ReactNode {
  const { t } = useTranslation();
  const { data: media, error } = useMedia(trailerId);
  const [failed, setFailed] = useState(false);
  // Asked again at each opening of the dialog: a player remote that was down may be back.
  const [AdBreak] = useState(() => lazy(loadAdBreak));
  // The ad is over (or there was none); the trailer starts by itself unless the viewer went to the plans.
  const [adOver, setAdOver] = useState<{ autoplay: boolean } | null>(null);
  const onAdDone = useCallback((autoplay: boolean) => setAdOver((over) => over ?? { autoplay }), []);
  const onAdFailed = useCallback(() => onAdDone(true), [onAdDone]);
  const src = media ? trailerSource(media, browserCanPlay) : undefined;
  if (error || failed || src === null) return <p role="alert">{t('CATALOGUE_CONTENT_TRAILER_ERROR')}</p>;
  // The trailer's address is fetched meanwhile, but its video mounts only once the ad is over.
  if (!adOver) {
    return (
      <AdBoundary onFail={onAdFailed}>
        <Suspense fallback={<Spinner label={t('CATALOGUE_LOADING')} />}>
          <AdBreak onDone={onAdDone} />
        </Suspense>
      </AdBoundary>
    );
  }
  if (src === undefined) return <Spinner label={t('CATALOGUE_LOADING')} />;
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the media call gives one stream; captions travel inside it, there is no file for a <track>
    <video
      className={styles.trailerVideo}
      src={src}
      controls
      autoPlay={adOver.autoplay}
      playsInline
      width={VIDEO.width}
      height={VIDEO.height}
      onError={() => setFailed(true)}
      data-testid="trailer-video"
    />
  );
}

/**
 * "Trailer": plays the title's trailer in a dialog, with the browser's own video controls, after the
 * player's ad before trailers (none for premium viewers).
 */
export function TrailerButton({ trailerId, title }: { trailerId: string; title: string }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`palco-button palco-button--ghost ${styles.action}`}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">▷ </span>
        {t('CATALOGUE_CONTENT_TRAILER')}
      </button>
      {open && (
        <Modal
          title={t('CATALOGUE_CONTENT_TRAILER_TITLE', { title })}
          onClose={() => setOpen(false)}
          width={600}
        >
          <TrailerVideo trailerId={trailerId} />
        </Modal>
      )}
    </>
  );
}
