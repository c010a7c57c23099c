import type { ReactNode } from 'react';
import type { PersonalPlaylist } from '@palco/contracts';
import { RailsSkeleton } from './RailsSkeleton';
import { lazyPage } from '../../../components/lazy-page';

/**
 * Not part of a first visit to home, so its code loads when the page is opened. Also asked for as the
 * catalogue's code runs on a first load of its address (page-code.ts).
 */
export const { Page: PersonalPlaylistView, preload: loadPersonalPlaylistView } = lazyPage(
  () => import('./PersonalPlaylistView').then((module) => module.PersonalPlaylistView),
  RailsSkeleton,
);

/** `/continuar-a-ver` and `/a-minha-lista` (see `PersonalPlaylistView`). */
export function PersonalPage({ playlist }: { playlist: PersonalPlaylist }): ReactNode {
  return <PersonalPlaylistView playlist={playlist} />;
}
