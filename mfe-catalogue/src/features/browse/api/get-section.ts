import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Section } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export type SectionKey = readonly ['getSection', string];

/** `GET /v1/content/section/{id}`: a section's name, its screen and its sub-menu. */
export function getSection(id: string): Promise<Section> {
  return callEndpoint(http, endpoints.getSection, { params: { id } });
}

export function sectionKey(id: string): SectionKey {
  return ['getSection', id];
}

export function useSection(id: string): SWRResponse<Section, ApiError> {
  return useSWR<Section, ApiError, SectionKey>(sectionKey(id), ([, sectionId]) => getSection(sectionId));
}
