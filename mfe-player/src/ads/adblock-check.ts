import { API_BASE_URL } from '@palco/shared';

// The ad-blocker check's two probes, loaded with the VAST reader when an ad is due (ads-context.ts).

/** Class names ad blockers' cosmetic filters hide everywhere (EasyList's generic element rules). */
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 textAd banner_ad';
/** How long the blocker is given to hide the bait: its filters apply as the element is inserted. */
const BAIT_SETTLE_MS = 150;
const CONTROL_TIMEOUT_MS = 4000;

/**
 * Inserts an element dressed as an ad (out of view, but laid out), waits for the ad blocker's filters,
 * and answers whether they hid it: removed, `display: none`, `visibility: hidden`, or no height.
 */
export function baitBlocked(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:0;width:1px;height:1px;pointer-events:none;';
  bait.innerHTML = '&nbsp;';
  document.body.appendChild(bait);
  return new Promise((resolve) => {
    setTimeout(() => {
      const style = bait.isConnected ? getComputedStyle(bait) : null;
      const hidden =
        style === null ||
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        bait.offsetHeight === 0 ||
        bait.offsetParent === null;
      bait.remove();
      resolve(hidden);
    }, BAIT_SETTLE_MS);
  });
}

/**
 * Whether the site's own API answers. An ad request that got no answer at all while this one does was
 * refused by the browser (an ad blocker), not lost with the network.
 */
export async function siteReachable(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONTROL_TIMEOUT_MS);
  try {
    const response = await fetch(`${API_BASE_URL}/health`, { cache: 'no-store', signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
