import type { ReactNode } from 'react';
import type { PersonalPlaylist, PlaylistPage } from '@palco/contracts';
import { usePageTitle, useSession, useTranslation } from '@palco/shared';
import { ContentCard } from '../../../components/cards/ContentCard';
import { cardLooks } from '../../../components/cards/card-look';
import { LoadError } from '../../../components/LoadError';
import { usePersonalPaging, usePersonalPlaylist } from '../hooks/use-personal-playlist';
import { useRovingFocus } from '../hooks/use-roving-focus';
import { RailGrid } from './RailGrid';
import { RailsSkeleton } from './RailsSkeleton';
import * as styles from './SectionView.module.css';

const TEXTS: Readonly<Record<PersonalPlaylist, { title: string; empty: string }>> = {
  continue_watching: { title: 'CATALOGUE_CONTINUE_TITLE', empty: 'CATALOGUE_CONTINUE_EMPTY' },
  watchlist: { title: 'CATALOGUE_WATCHLIST_TITLE', empty: 'CATALOGUE_WATCHLIST_EMPTY' },
};

function PersonalList({ playlist, first }: { playlist: PersonalPlaylist; first: PlaylistPage }): ReactNode {
  const { t } = useTranslation();
  const texts = TEXTS[playlist];
  const paging = usePersonalPaging(first);
  const roving = useRovingFocus(paging.entries.length, paging.loadMore);
  // A guest profile's lists stay empty: it keeps nothing, which says more than "nothing yet".
  const guest = useSession((state) => state.profile?.guest === true);
  if (paging.entries.length === 0)
    return <p className={styles.empty}>{t(guest ? 'CATALOGUE_CONTENT_GUEST_NOTE' : texts.empty)}</p>;
  return (
    <RailGrid paging={paging} roving={roving} minCardWidth={cardLooks.thumbnail.width} label={t(texts.title)}>
      {paging.entries.map((item, index) => (
        <li key={item.id}>
          <ContentCard
            item={item}
            design="thumbnail"
            display="zoom"
            showProgress={playlist === 'continue_watching'}
            tabIndex={index === roving.activeIndex ? 0 : -1}
          />
        </li>
      ))}
    </RailGrid>
  );
}

/**
 * The signed-in profile's unfinished titles (with how far it got) or its watchlist, in full. The route
 * table keeps visitors out (guard `login`).
 */
export function PersonalPlaylistView({ playlist }: { playlist: PersonalPlaylist }): ReactNode {
  const { t } = useTranslation();
  const title = t(TEXTS[playlist].title);
  const { data: first, error, mutate } = usePersonalPlaylist(playlist);
  usePageTitle(title);

  let body: ReactNode;
  if (error) body = <LoadError message={t('CATALOGUE_LOAD_ERROR')} onRetry={() => void mutate()} />;
  else if (!first) body = <RailsSkeleton />;
  else body = <PersonalList playlist={playlist} first={first} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {body}
    </div>
  );
}
