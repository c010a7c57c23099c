import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Spinner } from '@palco/shared';
import { useMedia } from '../api/get-media';
import { browserCanPlay, trailerSource } from '../utils/trailer-source';
import * as styles from './ContentDetail.module.css';

const VIDEO = { width: 640, height: 360 };

function TrailerVideo({ trailerId }: { trailerId: string }): ReactNode {
  const { t } = useTranslation();
  const { data: media, error } = useMedia(trailerId);
  const [failed, setFailed] = useState(false);
  if (error || failed) return <p role="alert">{t('CATALOGUE_CONTENT_TRAILER_ERROR')}</p>;
  if (!media) return <Spinner label={t('CATALOGUE_LOADING')} />;
  const src = trailerSource(media, browserCanPlay);
  if (!src) return <p role="alert">{t('CATALOGUE_CONTENT_TRAILER_ERROR')}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the media call gives one stream; captions travel inside it, there is no file for a <track>
    <video
      className={styles.trailerVideo}
      src={src}
      controls
      autoPlay
      playsInline
      width={VIDEO.width}
      height={VIDEO.height}
      onError={() => setFailed(true)}
      data-testid="trailer-video"
    />
  );
}

/** "Trailer": plays the title's trailer in a dialog, with the browser's own video controls. */
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
