import type { ReactNode } from 'react';
import { usePageTitle, useTranslation } from '@palco/shared';
import { PageSection } from './PageSection';
import { Paragraphs } from './Paragraphs';
import * as styles from './StaticPage.module.css';

/** A section given by translation keys; `values` fill `{{placeholders}}` in its body. */
export interface StaticSection {
  titleKey: string;
  bodyKey: string;
  values?: Record<string, string | number>;
}

export interface StaticPageProps {
  /** Marks the page for tests and styling hooks, e.g. `contacts`. */
  name: string;
  titleKey: string;
  introKey?: string;
  sections?: readonly StaticSection[];
  /** Content after the keyed sections, for pages with links or actions. */
  children?: ReactNode;
}

/** The layout of the shell's readable pages: a title, an optional lead paragraph and sections. */
export function StaticPage({
  name,
  titleKey,
  introKey,
  sections = [],
  children,
}: StaticPageProps): ReactNode {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <article className={styles.page} data-testid={`page-${name}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {introKey && <p className={styles.intro}>{t(introKey)}</p>}
      </header>
      {sections.map((section) => (
        <PageSection key={section.titleKey} title={t(section.titleKey, section.values ?? {})}>
          <Paragraphs text={t(section.bodyKey, section.values ?? {})} />
        </PageSection>
      ))}
      {children}
    </article>
  );
}
