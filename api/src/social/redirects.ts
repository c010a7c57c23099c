import {
  operatorCallbackPath,
  operatorNames,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_FORM_POST_CALLBACK_PATH,
} from '@palco/contracts';

/**
 * The paths a provider may send a viewer back to: the login callback route, the API's form_post one, and
 * each operator's own page.
 */
const CALLBACK_PATHS: readonly string[] = [
  SOCIAL_CALLBACK_PATH,
  `/api${SOCIAL_FORM_POST_CALLBACK_PATH}`,
  ...operatorNames.map(operatorCallbackPath),
];

/**
 * Whether `uri` is one of the site's registered redirect URIs: one of its origins and a callback path,
 * exactly (no fragment, no extra query), so no code is ever sent anywhere else.
 */
export function isAllowedRedirect(uri: string, siteOrigins: readonly string[]): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  return (
    siteOrigins.includes(url.origin) &&
    CALLBACK_PATHS.includes(url.pathname) &&
    url.search === '' &&
    url.hash === '' &&
    url.href === `${url.origin}${url.pathname}`
  );
}
