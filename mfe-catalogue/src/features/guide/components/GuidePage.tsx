import { type ReactNode, useId } from 'react';
import { usePageTitle, useTranslation } from '@palco/shared';
import { GuideSkeleton } from './GuideSkeleton';
import * as styles from './Guide.module.css';
import { lazyPage } from '../../../components/lazy-page';
import { useFramePainted } from '../../../hooks/use-frame-painted';
import { guideDictionaries } from '../view-i18n';

/** The guide's address: `/guia-tv`. */
export const GUIDE_PAGE_PATH = /^\/guia-tv\/?$/;

/**
 * The guide is not part of a first visit to home, so its code loads when the guide is opened (on a first
 * load of its address, once the page's first frame has painted: see `GuidePage`).
 */
export const { Page: GuideView } = lazyPage(
  () => import('./GuideView').then((module) => module.GuideView),
  GuideSkeleton,
  guideDictionaries,
);

/** `/guia-tv`: every channel's programmes for one day, from 30 days back to 7 ahead (spec section 2). */
export function GuidePage(): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t('CATALOGUE_GUIDE_TITLE');
  usePageTitle(title);
  // The grid's code is asked for once the page's heading and skeleton are on screen.
  const framePainted = useFramePainted();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {framePainted ? <GuideView /> : <GuideSkeleton />}
    </section>
  );
}
