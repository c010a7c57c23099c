import type { ReactNode } from 'react';
import { usePageTitle, useTranslation } from '@palco/shared';
import { routeTitleKey } from '../routing/route-titles';
import { SkipLink } from './SkipLink';
import { useCurrentPath } from './use-current-path';

/** The tab title of the current route from the route table, for as long as its page names itself no better. */
function RouteTitle(): null {
  const { t } = useTranslation();
  const key = routeTitleKey(useCurrentPath());
  usePageTitle(key ? t(key) : null);
  return null;
}

/**
 * What every page starts with, whatever its layout (with the header, the player alone, the international
 * flow's own chrome): the skip link, first in the tab order, and the route's default tab title.
 */
export function PageStart(): ReactNode {
  return (
    <>
      <SkipLink />
      <RouteTitle />
    </>
  );
}
