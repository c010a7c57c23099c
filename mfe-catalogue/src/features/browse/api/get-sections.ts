import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Section } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

export type SectionsKey = readonly ['getSections'];

/** `GET /v1/content/section`: every section of the catalogue, each with its slug. */
export async function getSections(): Promise<Section[]> {
  const { sections } = await callEndpoint(http, endpoints.getSections);
  return sections;
}

export function sectionsKey(): SectionsKey {
  return ['getSections'];
}

export function useSections(): SWRResponse<Section[], ApiError> {
  return useSWR<Section[], ApiError, SectionsKey>(sectionsKey(), () => getSections());
}
