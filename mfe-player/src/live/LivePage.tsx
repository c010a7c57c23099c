import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useChannel } from '../api/channel';
import { PlayerPage } from '../player/PlayerPage';

/**
 * `/live/:id` and `/live/:name/:id`: a channel's stream, with the live badge and no seek bar; it plays
 * from the live edge, keeps no progress, and a channel without a stream says so.
 */
export function LivePage(): ReactNode {
  const { id = '' } = useParams();
  const channel = useChannel(id);
  return <PlayerPage subject={channel} title={channel.data?.name} live />;
}
