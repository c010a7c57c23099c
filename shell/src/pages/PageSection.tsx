import { useId, type ReactNode } from 'react';
import * as styles from './StaticPage.module.css';

export interface PageSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled section of a static page, labelled by its heading for landmark navigation. */
export function PageSection({ title, children }: PageSectionProps): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
