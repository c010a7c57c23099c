import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './tokens.css';

export interface ComingSoonProps {
  /** What the page will hold, already translated (e.g. "Recuperar palavra-passe"). */
  title: string;
}

/**
 * What a route of the route table marked `status: 'coming-soon'` shows until its owner builds it: a
 * heading naming the page, a sentence saying it is not available yet, and a way home. It is a real,
 * translated state rather than an empty page between header and footer.
 */
export function ComingSoon({ title }: ComingSoonProps): ReactNode {
  const { t } = useTranslation();
  const goHome = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // single-spa listens to history changes, so the shell routes without reloading the page.
    window.history.pushState(null, '', '/');
  };
  return (
    <section
      className="palco-coming-soon"
      data-route-status="coming-soon"
      aria-labelledby="palco-coming-soon-title"
    >
      <h1 id="palco-coming-soon-title">{title}</h1>
      <p>{t('COMING_SOON_DESC')}</p>
      <a className="palco-button" href="/" onClick={goHome}>
        {t('COMING_SOON_HOME')}
      </a>
    </section>
  );
}
