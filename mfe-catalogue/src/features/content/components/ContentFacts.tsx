import type { ReactNode } from 'react';
import type { ContentItem } from '@palco/contracts';
import { i18n, useContentLang, useTranslation } from '@palco/shared';
import { Duration } from './Duration';
import * as styles from './ContentDetail.module.css';

/**
 * One `Intl.DisplayNames` per language the page is shown in, `null` where the browser cannot name languages
 * in it. The page's first one loads the browser's language data: about 25 ms on a laptop, four times that
 * on a phone.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function displayNamesFor(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'language' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * Builds the language names of the page's language in a task of its own, as a title page's code arrives:
 * otherwise the first title page drawn loads the browser's language data inside its render, the longest
 * task of a first visit to a title after the page has first painted.
 */
export function prepareLanguageNames(locale: string = i18n.language, win: Window = window): void {
  if (displayNames.has(locale)) return;
  win.setTimeout(() => displayNamesFor(locale), 0);
}

const languageName = (code: string, locale: string): string => {
  try {
    return displayNamesFor(locale)?.of(code) ?? code;
  } catch {
    // A code the browser cannot read as a language tag.
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
