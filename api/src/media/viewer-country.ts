import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The service's home country (spec section 9): everything plays there. */
export const HOME_COUNTRY = 'PT';

/**
 * The header a CDN in front of the API sets to the country it located the viewer in, as an ISO 3166-1
 * alpha-2 code: CloudFront's `CloudFront-Viewer-Country` (other CDNs can be told to send the same name).
 * The CDN sets it on every request, replacing one a viewer sent, which is what makes it worth believing;
 * anything in front of the API that is not such a CDN must strip it (docker/nginx does, unless told a CDN
 * is in front of it), or whoever calls could pretend to be anywhere past the country refusal.
 */
export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';

const COUNTRY_CODE = /^[A-Z]{2}$/;

function countryCode(value: unknown): string | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return COUNTRY_CODE.test(code) ? code : null;
}

/** What `viewerCountry` reads of a request: its headers, and who the connection came from. */
export interface ViewerRequest {
  headers: FastifyRequest['headers'];
  socket?: { remoteAddress?: string | undefined };
}

/** The ranges Fastify's `trustProxy` (proxy-addr) gives these names. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
};

/**
 * The addresses `TRUST_PROXY` names, read as app.ts hands it to Fastify: `true` every address, `false`
 * none, otherwise names (`loopback`, `linklocal`, `uniquelocal`), addresses and CIDR ranges separated by
 * commas; unset, `loopback`. An entry it cannot read trusts nothing (Fastify refuses to start on one).
 */
function trustedPeers(value: string | undefined): (address: string) => boolean {
  const setting = value?.trim() || 'loopback';
  if (setting === 'true') return () => true;
  if (setting === 'false') return () => false;
  const list = new BlockList();
  const add = (entry: string): void => {
    const [address = '', prefix] = entry.split('/');
    const family = familyOf(address);
    if (!family) return;
    if (prefix === undefined) list.addAddress(address, family);
    else if (/^\d{1,3}$/.test(prefix)) list.addSubnet(address, Number(prefix), family);
  };
  for (const entry of setting.split(',').map((part) => part.trim())) {
    try {
      for (const range of NAMED_RANGES[entry] ?? [entry]) add(range);
    } catch {
      // A prefix too long for its family: nothing trusted by it.
    }
  }
  return (address) => {
    const family = familyOf(address);
    return family !== null && list.check(address, family);
  };
}

const peersBySetting = new Map<string, (address: string) => boolean>();

/**
 * Whether the API believes the viewer-country header of this request (`TRUST_VIEWER_COUNTRY`):
 * - `1` or `true`: always, for an API that only a CDN setting the header reaches (behind CloudFront with
 *   no proxy of ours in between, whose addresses `TRUST_PROXY` could not list);
 * - `0` or `false`: never, for a deployment with no CDN in front;
 * - unset (or anything else): when the connection comes from a proxy `TRUST_PROXY` trusts — by default one
 *   on the same machine — as the proxies that vouch for `X-Forwarded-For` vouch for this header too: the
 *   compose nginx strips it unless a CDN in front sets it (its own `TRUST_VIEWER_COUNTRY`), and the Node
 *   servers of a local run (scripts/serve.mjs) pass it, so that a browser test can pretend a country.
 *   A caller that reaches the API directly from elsewhere is not believed.
 */
export function trustsViewerCountryHeader(request: ViewerRequest, env: NodeJS.ProcessEnv): boolean {
  const setting = env.TRUST_VIEWER_COUNTRY?.trim().toLowerCase();
  if (setting === '1' || setting === 'true') return true;
  if (setting === '0' || setting === 'false') return false;
  const peer = request.socket?.remoteAddress;
  if (!peer) return false;
  const key = env.TRUST_PROXY ?? '';
  let trusted = peersBySetting.get(key);
  if (!trusted) {
    trusted = trustedPeers(key);
    peersBySetting.set(key, trusted);
  }
  return trusted(peer);
}

/**
 * Where the viewer is: the CDN's header when there is one and it is believed (`trustsViewerCountryHeader`);
 * otherwise `VIEWER_COUNTRY` from the environment, which lets a whole local run pretend to be elsewhere
 * (`VIEWER_COUNTRY=ES`); otherwise the home country, as a local run with nothing in front of it is taken
 * to be in Portugal. A value that is not a two-letter code counts as absent. The viewer's location is what
 * licences follow (the 451 refusal), and it is the country an account made at sign-up takes.
 */
export function viewerCountry(request: ViewerRequest, env: NodeJS.ProcessEnv): string {
  const fromCdn = trustsViewerCountryHeader(request, env)
    ? countryCode(request.headers[VIEWER_COUNTRY_HEADER])
    : null;
  return fromCdn ?? countryCode(env.VIEWER_COUNTRY) ?? HOME_COUNTRY;
}
