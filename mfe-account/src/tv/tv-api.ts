import { endpoints, type DeviceCode, type DeviceLoginResponse } from '@palco/contracts';
import { callEndpoint, http } from '@palco/shared';

/** `GET /v1/device/code`: a code for this screen to show, its lifetime and how often to ask about it. */
export function requestTvCode(): Promise<DeviceCode> {
  return callEndpoint(http, endpoints.getDeviceCode);
}

/** `POST /v1/device/login`: pending until a signed-in device links the code, then the session, once. */
export function pollTvCode(code: string): Promise<DeviceLoginResponse> {
  return callEndpoint(http, endpoints.deviceLogin, { body: { code } });
}

/** `POST /v1/device/link`: signs the screen showing `code` in to the caller's account. */
export async function linkTvCode(code: string): Promise<void> {
  await callEndpoint(http, endpoints.deviceLink, { body: { code } });
}
