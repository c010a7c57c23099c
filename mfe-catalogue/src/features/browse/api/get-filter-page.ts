import { endpoints, type FilterPage } from '@palco/contracts';
import { callEndpoint, http } from '@palco/shared';

/** What a filter page shows: a whole section, or one of its filters (a chip). */
export interface FilterTarget {
  sectionId: string;
  filterId: string | null;
}

/**
 * Page `page` (from 1) of `size` titles: filter by section (`GET /v1/content/section/{id}/filter`) or by
 * filter id (`GET /v1/content/filter/{id}`), each with the section's chips.
 */
export function getFilterPage(target: FilterTarget, page: number, size: number): Promise<FilterPage> {
  const query = { page, size };
  return target.filterId === null
    ? callEndpoint(http, endpoints.getSectionFilter, { params: { id: target.sectionId }, query })
    : callEndpoint(http, endpoints.getFilter, { params: { id: target.filterId }, query });
}
