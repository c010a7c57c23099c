import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '@palco/shared';
import { useContentItem } from '../api/content-item';
import { useMedia } from '../api/media';
import { usePlayerSettings } from '../api/player-settings';
import { nowInSeconds, problemFromError, problemWithItem } from '../playback/playback-problem';
import { PlaybackProblemView } from '../player/PlaybackProblemView';
import { PlayerScreen } from '../player/PlayerScreen';
import { StatusScreen } from '../player/StatusScreen';
import { resumePosition } from '../progress/resume';
import { itemTitle } from './item-title';

/** `/vod/:id` and `/vod/:name/:id`: the item, then its media, then playback from the saved progress. */
export function VodPage(): ReactNode {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const item = useContentItem(id);
  const now = nowInSeconds();
  const itemProblem = item.data ? problemWithItem(item.data, now) : null;
  const media = useMedia(item.data && !itemProblem ? item.data.media_id : null);
  const settings = usePlayerSettings();

  const title = item.data ? itemTitle(item.data, t) : undefined;
  const error = item.error ?? media.error;
  const problem = error ? problemFromError(error, item.data, now) : itemProblem;
  if (problem) return <PlaybackProblemView problem={problem} title={title} />;
  if (!item.data || !media.data || !settings) {
    return (
      <StatusScreen title={title}>
        <Spinner />
      </StatusScreen>
    );
  }
  return (
    <PlayerScreen
      key={media.data.id}
      title={title}
      source={media.data}
      startAt={resumePosition(item.data.user_status?.progress, media.data.duration || item.data.duration)}
      licenseKey={settings.bitmovin_license_key}
      live={false}
      progressItemId={item.data.id}
      fallbackDuration={media.data.duration || item.data.duration}
    />
  );
}
