import type { PalcoEvents } from '@palco/contracts';
import { bus } from '@palco/shared';
import { cutAnalytics, deviceInfo } from './device-info';

/**
 * Pushes the analytics events any app emits (`analytics:event`) to the tag manager's data layer, each
 * string cut to the spec's 99 characters, with the device info of spec section 3. The device info is the
 * shell's to give: an event's params of the same names are overwritten, so no app can speak for another
 * account or device; nor can a param rename the event.
 */
export function forwardAnalyticsEvents(target: Window = window): () => void {
  const onEvent = ({ event, params = {} }: PalcoEvents['analytics:event']): void => {
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push({
      ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, cutAnalytics(value)])),
      event: cutAnalytics(event),
      ...deviceInfo(target.navigator),
    });
  };
  bus.on('analytics:event', onEvent);
  return () => bus.off('analytics:event', onEvent);
}
