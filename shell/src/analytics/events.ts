import type { PalcoEvents } from '@palco/contracts';
import { ANALYTICS_STRING_MAX, bus } from '@palco/shared';

/**
 * Pushes the analytics events any app emits (`analytics:event`) to the tag manager's data layer, each
 * string cut to the spec's 99 characters (section 3).
 */
export function forwardAnalyticsEvents(target: Window = window): () => void {
  const onEvent = ({ event, params = {} }: PalcoEvents['analytics:event']): void => {
    const cut = (value: string): string => value.slice(0, ANALYTICS_STRING_MAX);
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push({
      event: cut(event),
      ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, cut(value)])),
    });
  };
  bus.on('analytics:event', onEvent);
  return () => bus.off('analytics:event', onEvent);
}
