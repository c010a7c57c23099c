import { preload as preloadPicture } from 'react-dom';
import { preload } from 'swr';
import { type CardScreen, firstScreenPictures, type Section } from '@palco/contracts';
import { getPageSettings, type SessionState, sessionStore, settingsDefaults } from '@palco/shared';
import { screenFor } from '../utils/screen-for';
import { getScreen, screenKey, viewerKey } from './get-screen';
import { getSection, sectionKey } from './get-section';

/** The home's path in the route table (contracts' route list: `/`, exact). */
export const HOME_PATH = '/';

export interface HomePrefetchInput {
  path: string;
  /** The page's `menu` query parameter: the sub-menu entry whose screen the page shows. */
  menu: string | null;
  /** The home section's id from the page's settings, when the shell has loaded them. */
  homeSectionId: string | undefined;
  session: Pick<SessionState, 'profile' | 'token' | 'account'>;
}

/**
 * Starts the home's data as the catalogue's code is evaluated on `/`, instead of once its components have
 * rendered (render-as-you-fetch): its section's call at once, and the screen's call as soon as the section
 * answers rather than after the section's page has rendered, and the first-screen rails' first pictures as soon as
 * the screen answers rather than after its rails have rendered. The page's hooks then take these answers on
 * their way (SWR's preload, under the same keys). For a visitor, the shell's first script has usually asked
 * for all three already, and shared's HTTP client hands these calls its answers (contracts' early answers).
 *
 * A signed-in viewer whose profile is not known yet (the account still restoring) is left to the page: the
 * screen depends on who watches, and a guess would cost a wasted call. Answers nothing when it started
 * nothing, else the section's promise (for tests).
 */
export function prefetchHome({
  path,
  menu,
  homeSectionId,
  session,
}: HomePrefetchInput): Promise<unknown> | null {
  if (path !== HOME_PATH || !homeSectionId) return null;
  if (session.token !== null && session.profile === null) return null;
  const viewer = viewerKey(session);
  const section = preload(sectionKey(homeSectionId), ([, id]) => getSection(id)) as Promise<Section>;
  return section.then(
    (answer) => {
      const screenId = screenFor(answer, menu);
      void (preload(screenKey(screenId, viewer), ([, id]) => getScreen(id)) as Promise<CardScreen>).then(
        (screen) => {
          // The first-screen rails' first pictures are asked for now, before the rails are drawn, by the
          // rule the page's first script asks for them with (contracts' firstScreenPictures).
          for (const picture of firstScreenPictures(screen)) {
            preloadPicture(picture, { as: 'image', fetchPriority: 'high' });
          }
        },
        () => {
          // The page asks again and shows its own error.
        },
      );
    },
    () => {
      // The page's hook takes this same failed answer and shows its error with a retry.
    },
  );
}

/** {@link prefetchHome} for this page, as the shell left it when it mounted the catalogue. */
export function prefetchHomeForPage(): void {
  void prefetchHome({
    path: window.location.pathname,
    menu: new URLSearchParams(window.location.search).get('menu'),
    // As the home page reads it: the server's value, else the default.
    homeSectionId: getPageSettings()?.home_section_id ?? settingsDefaults.home_section_id,
    session: sessionStore.getState(),
  });
}
