import { callEndpoint, http } from '@palco/shared';
import { endpoints } from '@palco/contracts';

/** `PUT /v1/content/item/{id}/progress` with the position in whole seconds. */
export async function saveProgress(
  itemId: string,
  seconds: number,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  await callEndpoint(http, endpoints.putProgress, {
    params: { id: itemId },
    body: { progress: seconds },
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}
