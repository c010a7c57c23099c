import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@palco/shared';
import { useChannel } from '../api/channel';
import { useMedia } from '../api/media';
import { usePlayerSettings } from '../api/player-settings';
import { nowInSeconds, problemFromError } from '../playback/playback-problem';
import { PlaybackProblemView } from '../player/PlaybackProblemView';
import { PlayerScreen } from '../player/PlayerScreen';
import { StatusScreen } from '../player/StatusScreen';

/** `/live/:id` and `/live/:name/:id`: a channel's stream, with the live badge and no seek bar. */
export function LivePage(): ReactNode {
  const { id = '' } = useParams();
  const channel = useChannel(id);
  const mediaId = channel.data?.media_id ?? null;
  const media = useMedia(mediaId);
  const settings = usePlayerSettings();

  const title = channel.data?.name;
  const error = channel.error ?? media.error;
  if (error)
    return (
      <PlaybackProblemView problem={problemFromError(error, undefined, nowInSeconds())} title={title} live />
    );
  if (channel.data && mediaId === null)
    return <PlaybackProblemView problem={{ kind: 'no-media' }} title={title} live />;
  if (!channel.data || !media.data || !settings) {
    return (
      <StatusScreen title={title} live>
        <Spinner />
      </StatusScreen>
    );
  }
  return (
    <PlayerScreen
      key={media.data.id}
      title={title}
      source={media.data}
      startAt={0}
      licenseKey={settings.bitmovin_license_key}
      live
      progressItemId={null}
      fallbackDuration={0}
    />
  );
}
