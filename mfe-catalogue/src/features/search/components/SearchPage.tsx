import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addTranslations, Spinner, usePageTitle, useTranslation } from '@palco/shared';
import { ContentCard } from '../../../components/cards/ContentCard';
import { LoadError } from '../../../components/LoadError';
import { useSearch } from '../api/search-catalogue';
import * as styles from './SearchPage.module.css';
import { searchDictionaries } from '../i18n';

// The search's strings come with its page's code (a first visit to the home does not carry them).
addTranslations(searchDictionaries);

/** `/search?query=`: what the header's search box asked for, as a grid of cards. */
export function SearchPage(): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const { data, error, mutate } = useSearch(query);
  usePageTitle(query ? t('CATALOGUE_SEARCH_TITLE', { query }) : t('CATALOGUE_SEARCH'));

  const results = data?.contents ?? [];
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {query ? t('CATALOGUE_SEARCH_TITLE', { query }) : t('CATALOGUE_SEARCH')}
      </h1>
      {!query && <p className={styles.note}>{t('CATALOGUE_SEARCH_EMPTY_QUERY')}</p>}
      {query && error && <LoadError message={t('CATALOGUE_SEARCH_ERROR')} onRetry={() => void mutate()} />}
      {query && !error && !data && <Spinner label={t('CATALOGUE_LOADING')} />}
      {data && results.length === 0 && (
        <p className={styles.note} role="status">
          {t('CATALOGUE_SEARCH_NO_RESULTS', { query })}
        </p>
      )}
      {results.length > 0 && (
        <>
          <p className="palco-visually-hidden" role="status">
            {t('CATALOGUE_SEARCH_COUNT', { count: results.length })}
          </p>
          <ul className={styles.grid}>
            {results.map((item) => (
              <li key={item.id}>
                <ContentCard item={item} design="poster" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
