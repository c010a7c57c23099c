import { lazy, type ReactNode, Suspense } from 'react';
import type { PersonalPlaylist } from '@palco/contracts';
import { RailsSkeleton } from './RailsSkeleton';

// Not part of a first visit to home, so its code loads when the page is opened.
/** The page's code, also asked for as the catalogue's code runs on a first load of its address (page-code.ts). */
export const loadPersonalPlaylistView = (): Promise<typeof import('./PersonalPlaylistView')> =>
  import('./PersonalPlaylistView');
const PersonalPlaylistView = lazy(() =>
  loadPersonalPlaylistView().then((module) => ({ default: module.PersonalPlaylistView })),
);

/** `/continuar-a-ver` and `/a-minha-lista` (see `PersonalPlaylistView`). */
export function PersonalPage({ playlist }: { playlist: PersonalPlaylist }): ReactNode {
  return (
    <Suspense fallback={<RailsSkeleton />}>
      <PersonalPlaylistView playlist={playlist} />
    </Suspense>
  );
}
