import type { PersonalPlaylist } from '@palco/contracts';

/** The catalogue's pages listing a profile's own playlists in full (contracts' route table). */
export const personalPages: Readonly<Record<PersonalPlaylist, string>> = {
  continue_watching: '/continuar-a-ver',
  watchlist: '/a-minha-lista',
};

export function personalPagePath(playlist: PersonalPlaylist): string {
  return personalPages[playlist];
}
