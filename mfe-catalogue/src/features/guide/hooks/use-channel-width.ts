import { useEffect, useState } from 'react';
import { CHANNEL_WIDTH, CHANNEL_WIDTH_NARROW, NARROW_GUIDE_QUERY } from '../utils/timeline';

function widthNow(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_GUIDE_QUERY).matches
    ? CHANNEL_WIDTH_NARROW
    : CHANNEL_WIDTH;
}

/** The channel column's width in px for this screen; it follows the screen as it turns or resizes. */
export function useChannelWidth(): number {
  const [width, setWidth] = useState(widthNow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW_GUIDE_QUERY);
    const update = (): void => setWidth(widthNow());
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return width;
}
