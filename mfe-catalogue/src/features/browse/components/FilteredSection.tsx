import { type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { FilterPage } from '@palco/contracts';
import { usePageTitle, useSettings, useTranslation } from '@palco/shared';
import { ContentCard } from '../../../components/cards/ContentCard';
import { cardLooks } from '../../../components/cards/card-look';
import { LoadError } from '../../../components/LoadError';
import type { FilterTarget } from '../api/get-filter-page';
import { useFilterPaging, useFirstFilterPage } from '../hooks/use-filter-page';
import { useRovingFocus } from '../hooks/use-roving-focus';
import { RailGrid } from './RailGrid';
import { RailsSkeleton } from './RailsSkeleton';
import * as styles from './SectionView.module.css';

/** The chosen filter lives in the URL, so a reload or a shared link keeps it. */
export const FILTER_QUERY = 'filtro';

function FilterChips({ page, active }: { page: FilterPage; active: string | null }): ReactNode {
  const { t } = useTranslation();
  if (page.filters.length === 0) return null;
  return (
    <nav aria-label={t('CATALOGUE_FILTERS', { name: page.name })}>
      <ul className={styles.subMenu}>
        <li>
          <Link
            to={{ search: '' }}
            className={styles.subMenuLink}
            aria-current={active === null ? 'page' : undefined}
          >
            {t('CATALOGUE_SUB_MENU_ALL')}
          </Link>
        </li>
        {page.filters.map((filter) => (
          <li key={filter.id}>
            <Link
              to={{ search: `?${FILTER_QUERY}=${encodeURIComponent(filter.id)}` }}
              className={styles.subMenuLink}
              aria-current={active === filter.id ? 'page' : undefined}
            >
              {filter.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Asks for the next page when the end of the grid scrolls into view (the button stays as the fallback). */
function useLoadOnReach(loadMore: () => void, enabled: boolean): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, enabled]);
  return sentinel;
}

function FilterResults({ first, busy }: { first: FilterPage; busy: boolean }): ReactNode {
  const { t } = useTranslation();
  // The pages that follow are asked of what this answer was for, even while another chip's page loads.
  const target = useMemo<FilterTarget>(
    () => ({ sectionId: first.section_id, filterId: first.id === first.section_id ? null : first.id }),
    [first.section_id, first.id],
  );
  const paging = useFilterPaging(first, target);
  const roving = useRovingFocus(paging.entries.length, paging.loadMore);
  const sentinel = useLoadOnReach(paging.loadMore, paging.hasMore && !paging.loadError);

  if (paging.entries.length === 0) return <p className={styles.empty}>{t('CATALOGUE_FILTER_EMPTY')}</p>;
  return (
    <div aria-busy={busy}>
      <p className={styles.count} role="status">
        {t('CATALOGUE_FILTER_SHOWING', { shown: paging.entries.length, total: first.total })}
      </p>
      <RailGrid
        paging={paging}
        roving={roving}
        minCardWidth={cardLooks.poster.width}
        display="zoom"
        label={first.name}
      >
        {paging.entries.map((item, index) => (
          <li key={item.id}>
            <ContentCard
              item={item}
              design="poster"
              display="zoom"
              tabIndex={index === roving.activeIndex ? 0 : -1}
            />
          </li>
        ))}
      </RailGrid>
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}

function FilteredGrid({ target }: { target: FilterTarget }): ReactNode {
  const { t } = useTranslation();
  const { page_size: pageSize } = useSettings();
  const { data: first, error, mutate, isValidating } = useFirstFilterPage(target, pageSize);
  usePageTitle(first?.name);

  if (error) return <LoadError message={t('CATALOGUE_LOAD_ERROR')} onRetry={() => void mutate()} />;
  if (!first) return <RailsSkeleton />;
  return (
    <>
      <h1 className={styles.title}>{first.name}</h1>
      <FilterChips page={first} active={target.filterId} />
      {/* A new chip's (or section's) answer starts its paging afresh. */}
      <FilterResults key={`${first.section_id}|${first.id}`} first={first} busy={isValidating} />
    </>
  );
}

/**
 * A section's titles as one grid (the exclusives of the main menu, collections), with its filter chips;
 * the chosen chip is `?filtro=` in the URL. Pages of settings `page_size` (30) load as the viewer reaches
 * the end or asks for more.
 */
export function FilteredSection({ sectionId }: { sectionId: string }): ReactNode {
  const [searchParams] = useSearchParams();
  const filterId = searchParams.get(FILTER_QUERY);
  const target = useMemo(() => ({ sectionId, filterId }), [sectionId, filterId]);
  return (
    <div className={styles.page}>
      <FilteredGrid target={target} />
    </div>
  );
}
