import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useChannel } from '../api/channel';
import { PlayerPage } from '../player/PlayerPage';

// What is on air, with its guide call and words, loads with the live page's first frame, not with the player.
const OnAirLine = lazy(() =>
  import(/* webpackChunkName: "on-air" */ './OnAirLine').then((module) => ({ default: module.OnAirLine })),
);

/**
 * `/live/:id` and `/live/:name/:id`: a channel's stream, with the live badge and no seek bar; it plays
 * from the live edge, keeps no progress, and a channel without a stream says so. Beside its name, what is
 * on air and next, and on a recording channel the programme on air from its beginning.
 */
export function LivePage(): ReactNode {
  const { id = '' } = useParams();
  const channel = useChannel(id);
  return (
    <PlayerPage
      subject={channel}
      title={channel.data?.name}
      titleAside={
        channel.data && (
          <Suspense fallback={null}>
            <OnAirLine channel={channel.data} />
          </Suspense>
        )
      }
      live
    />
  );
}
