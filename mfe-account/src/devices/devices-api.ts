import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type DeviceList } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

/** `GET /v1/devices`: the account's devices, this one flagged, and how many it may have. */
export function getDevices(): Promise<DeviceList> {
  return callEndpoint(http, endpoints.getDevices);
}

/** Keyed by account so a different sign-in never shows the previous account's devices. */
export function devicesKey(accountId: string | null): readonly [string, string] | null {
  return accountId ? ['/v1/devices', accountId] : null;
}

export function useDevices(accountId: string | null): SWRResponse<DeviceList, ApiError> {
  return useSWR<DeviceList, ApiError>(devicesKey(accountId), getDevices);
}

/** `DELETE /v1/device/{id}`: signs the device out; the caller's own device ends this session too. */
export async function removeDevice(id: string): Promise<void> {
  await callEndpoint(http, endpoints.deleteDevice, { params: { id } });
}
