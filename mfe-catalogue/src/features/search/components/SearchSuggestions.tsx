import { type KeyboardEvent, type MouseEvent, type ReactNode, useId } from 'react';
import { navigateToUrl } from 'single-spa';
import type { ContentItem, SearchSuggestionsProps } from '@palco/contracts';
import { SEARCH_DEBOUNCE_MS, useTranslation } from '@palco/shared';
import { useContentLang } from '@palco/shared';
import { detailHref } from '../../../utils/card-href';
import { useSearch } from '../api/search-catalogue';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SUGGESTIONS_MAX, suggestionQuery } from '../utils/suggestion-query';
import * as styles from './SearchSuggestions.module.css';

function resultsHref(query: string): string {
  return `/search/?query=${encodeURIComponent(query)}`;
}

/** Moves focus between the list's links with the arrow keys; ArrowUp from the first hands focus back. */
function onListKeyDown(event: KeyboardEvent<HTMLElement>, onLeave: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    onLeave();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]'));
  const index = links.findIndex((link) => link === document.activeElement);
  event.preventDefault();
  if (event.key === 'ArrowUp' && index <= 0) {
    onLeave();
    return;
  }
  const next = event.key === 'ArrowDown' ? Math.min(index + 1, links.length - 1) : index - 1;
  links[next]?.focus();
}

function Suggestion({
  item,
  onFollow,
}: {
  item: ContentItem;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const kind = item.type === 'SERIES' ? t('CATALOGUE_SEARCH_KIND_SERIES') : t('CATALOGUE_SEARCH_KIND_MOVIE');
  const poster = item.images.poster;
  return (
    <li>
      <a className={styles.entry} href={detailHref(item)} onClick={onFollow} data-testid="search-suggestion">
        {poster ? (
          <img className={styles.poster} src={poster} alt="" width={40} height={60} loading="lazy" />
        ) : (
          <span className={styles.poster} aria-hidden="true" />
        )}
        <span className={styles.text}>
          <span className={styles.title} lang={lang}>
            {item.title}
          </span>
          <span className={styles.meta}>{item.year ? `${kind} · ${item.year}` : kind}</span>
        </span>
      </a>
    </li>
  );
}

/**
 * Titles matching what is typed in the header's search box, exposed to the shell. Nothing is asked below
 * three characters, and only once typing has paused for 100 ms (spec sections 2 and 9).
 */
export function SearchSuggestions({ query, id, onNavigate, onLeave }: SearchSuggestionsProps): ReactNode {
  const { t } = useTranslation();
  const headingId = useId();
  const typed = suggestionQuery(query);
  const settled = suggestionQuery(useDebouncedValue(query, SEARCH_DEBOUNCE_MS));
  // While the viewer types, the last settled text keeps its results on screen; below 3 characters, nothing.
  const asked = typed === null ? null : settled;
  const { data, error, isLoading, mutate } = useSearch(asked ?? '', { keepPreviousData: true });

  if (typed === null) return null;

  // Links stay real links (open in a new tab, copy); a plain click goes through the shell's router.
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateToUrl(event.currentTarget.getAttribute('href') ?? '/');
    onNavigate();
  };
  const items = (data?.contents ?? []).slice(0, SUGGESTIONS_MAX);
  const waiting = asked === null || (isLoading && !data);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- takes the keys bubbling up from its links and button
    <div
      id={id}
      className={styles.panel}
      role="region"
      aria-labelledby={headingId}
      onKeyDown={(event) => onListKeyDown(event, onLeave)}
      data-testid="search-suggestions"
    >
      <h2 id={headingId} className="palco-visually-hidden">
        {t('CATALOGUE_SEARCH_SUGGESTIONS')}
      </h2>
      <p
        className={waiting || error || items.length === 0 ? styles.note : 'palco-visually-hidden'}
        role="status"
      >
        {waiting
          ? t('CATALOGUE_SEARCH_SUGGESTIONS_LOADING')
          : error
            ? t('CATALOGUE_SEARCH_SUGGESTIONS_ERROR')
            : items.length === 0
              ? t('CATALOGUE_SEARCH_SUGGESTIONS_NONE', { query: asked })
              : t('CATALOGUE_SEARCH_SUGGESTIONS_COUNT', { count: items.length })}
      </p>
      {error && !waiting && (
        <button type="button" className={`palco-button ${styles.retry}`} onClick={() => void mutate()}>
          {t('CATALOGUE_SEARCH_SUGGESTIONS_RETRY')}
        </button>
      )}
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <Suggestion key={item.id} item={item} onFollow={follow} />
          ))}
        </ul>
      )}
      {asked !== null && !error && (
        <a className={styles.all} href={resultsHref(asked)} onClick={follow}>
          {t('CATALOGUE_SEARCH_SUGGESTIONS_ALL', { query: asked })}
        </a>
      )}
    </div>
  );
}
