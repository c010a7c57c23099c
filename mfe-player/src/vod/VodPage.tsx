import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { useLocation, useParams } from 'react-router-dom';
import { useContentItem } from '../api/content-item';
import { problemWithItem } from '../playback/playback-problem';
import { PlayerPage } from '../player/PlayerPage';
import { resumePosition } from '../progress/resume';
import { ItemHeading } from './ItemHeading';
import { itemTitle } from './item-title';

/** `/vod/:id` and `/vod/:name/:id`: the item, then its media, then playback from the saved progress. */
export function VodPage(): ReactNode {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const item = useContentItem(id);
  // The next-episode countdown says so when it starts this one (section 4's "still watching?" count).
  const startedByItself =
    (useLocation().state as { startedByItself?: boolean } | null)?.startedByItself === true;
  return (
    <PlayerPage
      subject={item}
      title={item.data && itemTitle(item.data, t)}
      heading={item.data && <ItemHeading item={item.data} />}
      problemWith={problemWithItem}
      playback={(data, media) => {
        const duration = media.duration || data.duration;
        const kind = data.type === 'EPISODE' ? 'episode' : data.type === 'MOVIE' ? 'movie' : null;
        return {
          startAt: resumePosition(data.user_status?.progress, duration),
          progressItemId: data.id,
          fallbackDuration: duration,
          marks: data.marks ?? null,
          nextUp: kind ? { itemId: data.id, kind } : null,
          startedByItself,
        };
      }}
    />
  );
}
