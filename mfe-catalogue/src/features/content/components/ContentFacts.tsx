import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@palco/contracts';
import { useContentLang } from '@palco/shared';
import { Duration } from './Duration';
import * as styles from './ContentDetail.module.css';

const languageName = (code: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale.replace('_', '-')], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Year, running time, age rating and genres, each only when the title has it. */
export function ContentFacts({ item }: { item: ContentItem }): ReactNode {
  const { t } = useTranslation();
  const lang = useContentLang();
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
      {item.genre.length > 0 && <li lang={lang}>{item.genre.join(', ')}</li>}
    </ul>
  );
}

/** Audio and subtitle languages, named in the viewer's language. */
export function LanguageFacts({ item }: { item: ContentItem }): ReactNode {
  const { t, i18n } = useTranslation();
  const rows = [
    { label: t('CATALOGUE_CONTENT_AUDIO'), codes: item.audio_formats },
    { label: t('CATALOGUE_CONTENT_SUBTITLES'), codes: item.subtitle_formats },
  ].filter((row) => row.codes.length > 0);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.languages}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.codes.map((code) => languageName(code, i18n.language)).join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
