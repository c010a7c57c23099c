import { bus } from '@palco/shared';
import { forwardAnalyticsEvents } from './events';

describe('analytics events from any app', () => {
  it('reach the data layer, with every string cut to 99 characters', () => {
    const stop = forwardAnalyticsEvents(window);
    window.dataLayer = [];
    bus.emit('analytics:event', {
      event: 'enter_with_operator',
      params: { operator: 'meo', long: 'x'.repeat(150) },
    });
    expect(window.dataLayer).toEqual([
      { event: 'enter_with_operator', operator: 'meo', long: 'x'.repeat(99) },
    ]);
    stop();
    bus.emit('analytics:event', { event: 'after_stop' });
    expect(window.dataLayer).toHaveLength(1);
  });
});
