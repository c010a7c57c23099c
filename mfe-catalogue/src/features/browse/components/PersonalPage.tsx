import { lazy, type ReactNode, Suspense } from 'react';
import type { PersonalPlaylist } from '@palco/contracts';
import { RailsSkeleton } from './RailsSkeleton';

// Not part of a first visit to home, so its code loads when the page is opened.
const PersonalPlaylistView = lazy(() =>
  import('./PersonalPlaylistView').then((module) => ({ default: module.PersonalPlaylistView })),
);

/** `/continuar-a-ver` and `/a-minha-lista` (see `PersonalPlaylistView`). */
export function PersonalPage({ playlist }: { playlist: PersonalPlaylist }): ReactNode {
  return (
    <Suspense fallback={<RailsSkeleton />}>
      <PersonalPlaylistView playlist={playlist} />
    </Suspense>
  );
}
