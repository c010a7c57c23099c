import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { NowOnTv } from './NowOnTv';
import * as styles from './Guide.module.css';

/** `/guia-tv`: for now the compact "Agora na TV" list; the full guide will grow from here. */
export function GuidePage(): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t('CATALOGUE_GUIDE_TITLE');
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <NowOnTv />
    </section>
  );
}
