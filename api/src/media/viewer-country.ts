import type { FastifyRequest } from 'fastify';

/** The service's home country (spec section 9): everything plays there. */
export const HOME_COUNTRY = 'PT';

/**
 * The header a CDN in front of the API sets to the country it located the viewer in, as an ISO 3166-1
 * alpha-2 code: CloudFront's `CloudFront-Viewer-Country` (other CDNs can be told to send the same name).
 * The CDN sets it on every request, replacing one a viewer sent, which is what makes it worth believing;
 * a deployment without such a CDN in front should strip it at its proxy.
 */
export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';

const COUNTRY_CODE = /^[A-Z]{2}$/;

function countryCode(value: unknown): string | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return COUNTRY_CODE.test(code) ? code : null;
}

/**
 * Where the viewer is: the CDN's header when there is one; otherwise `VIEWER_COUNTRY` from the
 * environment, which lets a local run pretend to be elsewhere (`VIEWER_COUNTRY=ES`); otherwise the home
 * country, as a local run with nothing in front of it is taken to be in Portugal. A value that is not a
 * two-letter code counts as absent. The viewer's location is what licences follow, not the country of
 * the account.
 */
export function viewerCountry(request: Pick<FastifyRequest, 'headers'>, env: NodeJS.ProcessEnv): string {
  return (
    countryCode(request.headers[VIEWER_COUNTRY_HEADER]) ?? countryCode(env.VIEWER_COUNTRY) ?? HOME_COUNTRY
  );
}
