import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { MAIN_CONTENT_ID } from '../routing/build-layout';
import * as styles from './SkipLink.module.css';

/** The page's main region: the layout's `<main>`, or the one the international flow renders with the same id. */
function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
}

/**
 * "Skip to main content": the first thing Tab reaches on every page, shown only while focused, so that a
 * keyboard or switch user gets past the header's menu, search and profile in one step.
 */
export function SkipLink(): ReactNode {
  const { t } = useTranslation();

  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    const main = mainContent();
    if (!main) return;
    // Focus moves by script rather than by the fragment: a `#main-content` in the address would be a
    // navigation for single-spa and the page-view count, and would stay in the viewer's history.
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) {
      // Focusable only while it holds focus: a `<main>` that stays focusable takes focus on every click on
      // its text, which the header's menus would read as focus leaving them.
      main.setAttribute('tabindex', '-1');
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    }
    main.focus();
  };

  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} data-testid="skip-link" onClick={onClick}>
      {t('SHELL_SKIP_TO_CONTENT')}
    </a>
  );
}
