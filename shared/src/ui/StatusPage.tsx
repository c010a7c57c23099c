import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink';
import { usePageTitle } from './page-title';
import './tokens.css';

interface StatusPageProps {
  status: 'coming-soon' | 'not-found';
  title: string;
  /** The browser tab's title, when shorter than the heading. */
  tabTitle?: string;
  description: string;
}

/** A page that states why there is nothing else here, with a way home: never an empty page. */
function StatusPage({ status, title, tabTitle = title, description }: StatusPageProps): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  usePageTitle(tabTitle);
  return (
    <section className="palco-status-page" data-route-status={status} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{description}</p>
      <AppLink className="palco-button" href="/">
        {t('PAGE_HOME_LINK')}
      </AppLink>
    </section>
  );
}

export interface ComingSoonProps {
  /** What the page will hold, already translated (e.g. "Recuperar palavra-passe"). */
  title: string;
}

/**
 * What a route of the route table marked `status: 'coming-soon'` shows until its owner builds it: a
 * heading naming the page, a sentence saying it is not available yet, and a way home.
 */
export function ComingSoon({ title }: ComingSoonProps): ReactNode {
  const { t } = useTranslation();
  return <StatusPage status="coming-soon" title={title} description={t('COMING_SOON_DESC')} />;
}

/** A path under an app's routes that no screen answers (e.g. `/adira-ja/x`): the spec's page-not-found. */
export function NotFound(): ReactNode {
  const { t } = useTranslation();
  return (
    <StatusPage
      status="not-found"
      title={t('NOT_FOUND_TITLE')}
      tabTitle={t('NOT_FOUND_TAB_TITLE')}
      description={t('NOT_FOUND_DESC')}
    />
  );
}
