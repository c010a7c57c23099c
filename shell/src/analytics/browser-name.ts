/** The browsers analytics tells apart (spec section 3's device_type); anything else is 'Other'. */
export type BrowserName = 'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari' | 'Other';

/** One entry of `navigator.userAgentData.brands` (User-Agent Client Hints; Chromium browsers only). */
export interface UserAgentBrand {
  brand: string;
  version?: string;
}

/** The parts of `navigator` the browser's name is read from; `userAgentData` is not in TypeScript's DOM types. */
export interface BrowserNavigator {
  userAgent: string;
  userAgentData?: { brands?: readonly UserAgentBrand[] };
}

// First match wins, so the order matters: Edge, Opera and Samsung Internet also say "Chrome" (and "Safari"),
// Chrome and Firefox on iOS say "Safari", and Android's WebView says "Version/… Safari" beside "Chrome".
const USER_AGENT_RULES: readonly (readonly [BrowserName, RegExp])[] = [
  ['Edge', /\b(Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(OPR|OPT|OPiOS)\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /(Chrome|CriOS|Chromium)\//],
  // Safari proper says its own version; in-app web views and TV browsers that only say "Safari" do not.
  ['Safari', /\bVersion\/[\d.]+\b.*\bSafari\//],
];

// The brands Chromium browsers name themselves by; "Chromium" alone and the made-up "Not A;Brand" entries
// say nothing, and the user agent string decides.
const BRAND_RULES: readonly (readonly [BrowserName, (brand: string) => boolean])[] = [
  ['Edge', (brand) => brand === 'Microsoft Edge'],
  ['Opera', (brand) => brand.startsWith('Opera')],
  ['Samsung Internet', (brand) => brand === 'Samsung Internet'],
  ['Chrome', (brand) => brand === 'Google Chrome'],
];

/** The browser a user agent string names, or 'Other'. */
export function browserNameFromUserAgent(userAgent: string): BrowserName {
  return USER_AGENT_RULES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Other';
}

/** The browser the client hints' brands name, or null when they name none we know. */
export function browserNameFromBrands(brands: readonly UserAgentBrand[]): BrowserName | null {
  for (const [name, matches] of BRAND_RULES) {
    if (brands.some(({ brand }) => matches(brand))) return name;
  }
  return null;
}

/** The browser's name: from the client hints where the browser gives them, else from its user agent string. */
export function browserName(nav: BrowserNavigator = navigator): BrowserName {
  const brands = nav.userAgentData?.brands;
  return (brands && browserNameFromBrands(brands)) ?? browserNameFromUserAgent(nav.userAgent);
}
