import { createContext } from 'react';
import type { AdServices } from './ad-types';

// Each probe is loaded on first use, the VAST reader with it, into one chunk of its own. Not named "ads":
// ad blockers refuse scripts called so, which would take the ad-blocker check down with the ads.
const vast = () => import(/* webpackChunkName: "breaks" */ './vast-request');
const adblock = () => import(/* webpackChunkName: "breaks" */ './adblock-check');

export const defaultAdServices: AdServices = {
  requestAd: async (url) => (await vast()).requestAd(url),
  baitBlocked: async () => (await adblock()).baitBlocked(),
  siteReachable: async () => (await adblock()).siteReachable(),
};

/** The ad servers and ad-blocker probes the player uses; tests provide their own. */
export const AdServicesContext = createContext<AdServices>(defaultAdServices);
