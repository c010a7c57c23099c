/**
 * The browser and operating system a User-Agent names, for a device's name in the account's device list
 * ("Chrome em Linux"). Only names, which read the same in every language: the clients word the name.
 * Unknown or absent parts are null. Order matters: browsers built on Chrome also say "Chrome" and
 * "Safari", and Android also says "Linux".
 */
export interface UserAgentParts {
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bTizen\b/, 'Tizen'],
  [/\b(Web0S|webOS)\b/, 'webOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A User-Agent is at most a few hundred characters; longer ones are read only this far. */
const MAX_READ = 512;

const first = (text: string, rules: readonly (readonly [RegExp, string])[]): string | null =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function userAgentParts(userAgent: string | undefined): UserAgentParts {
  const text = (userAgent ?? '').slice(0, MAX_READ);
  return { browser: first(text, BROWSERS), os: first(text, SYSTEMS) };
}
