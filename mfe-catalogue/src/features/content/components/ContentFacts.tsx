import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@palco/contracts';
import { Duration } from './Duration';
import * as styles from './ContentDetail.module.css';

/** Year, running time, age rating and genres, each only when the title has it. */
export function ContentFacts({ item }: { item: ContentItem }): ReactNode {
  const { t } = useTranslation();
  return (
    <ul className={styles.facts}>
      {item.year !== null && <li>{item.year}</li>}
      {item.type !== 'SERIES' && item.duration > 0 && (
        <li>
          <Duration seconds={item.duration} />
        </li>
      )}
      {item.classification && (
        <li>
          <abbr
            className={styles.classification}
            title={t('CATALOGUE_CLASSIFICATION', { value: item.classification })}
          >
            {item.classification}
          </abbr>
        </li>
      )}
      {item.genre.length > 0 && <li>{item.genre.join(', ')}</li>}
    </ul>
  );
}
