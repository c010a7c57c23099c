import { useSession, useSettings } from '@palco/shared';
import { isInternationalViewer } from '../guards/viewer-country';

/**
 * Whether the base layout's chrome is the international one for this viewer (spec section 2): neither
 * premium nor from the home country. The shell loads the settings and restores the session before the
 * header first draws, so a page opens in its variant rather than switching to it.
 */
export function useInternationalBase(): boolean {
  const account = useSession((s) => s.account);
  const settings = useSettings();
  return isInternationalViewer(account, settings);
}
