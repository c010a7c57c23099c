import {
  type BrowserName,
  browserName,
  browserNameFromBrands,
  browserNameFromUserAgent,
} from './browser-name';

// Real user agent strings, as each browser sends them.
const USER_AGENTS: readonly (readonly [string, BrowserName, string])[] = [
  [
    'Edge on Windows',
    'Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  ],
  [
    'Edge on Android',
    'Edge',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
  ],
  [
    'Edge on iOS',
    'Edge',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.2478.50 Mobile/15E148 Safari/605.1.15',
  ],
  [
    'legacy Edge',
    'Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  ],
  [
    'Opera on Windows',
    'Opera',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0',
  ],
  [
    'Opera on Android',
    'Opera',
    'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36 OPR/81.1.4292.78446',
  ],
  [
    'Opera Mini',
    'Opera',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  ],
  [
    'Samsung Internet',
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Firefox on Windows',
    'Firefox',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  ],
  ['Firefox on Android', 'Firefox', 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0'],
  [
    'Firefox on iOS',
    'Firefox',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  ],
  [
    'Chrome on macOS',
    'Chrome',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ],
  [
    'Chrome on Android',
    'Chrome',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Chrome on iOS',
    'Chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ],
  [
    'an Android web view',
    'Chrome',
    'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Safari on macOS',
    'Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  ],
  [
    'Safari on iPhone',
    'Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  ],
  [
    'a Tizen TV',
    'Other',
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
  ],
  ['Internet Explorer 11', 'Other', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'],
  ['nothing at all', 'Other', ''],
];

describe('the browser’s name for analytics (device_type)', () => {
  it.each(USER_AGENTS)('%s is %s', (_, name, userAgent) => {
    expect(browserNameFromUserAgent(userAgent)).toBe(name);
  });

  it.each([
    ['Microsoft Edge', 'Edge'],
    ['Opera', 'Opera'],
    ['Opera GX', 'Opera'],
    ['Samsung Internet', 'Samsung Internet'],
    ['Google Chrome', 'Chrome'],
  ] as const)('the client hints’ brand %s is %s', (brand, name) => {
    const brands = [
      { brand: 'Not/A)Brand', version: '8' },
      { brand: 'Chromium', version: '124' },
      { brand, version: '124' },
    ];
    expect(browserNameFromBrands(brands)).toBe(name);
  });

  it('prefers the client hints to the user agent string', () => {
    const chromeUserAgent = USER_AGENTS.find(([label]) => label === 'Chrome on macOS')?.[2] ?? '';
    expect(
      browserName({
        userAgent: chromeUserAgent,
        userAgentData: { brands: [{ brand: 'Chromium' }, { brand: 'Microsoft Edge' }] },
      }),
    ).toBe('Edge');
  });

  it('reads the user agent string when the brands name no browser it knows, or there are none', () => {
    const operaUserAgent = USER_AGENTS.find(([label]) => label === 'Opera on Windows')?.[2] ?? '';
    expect(
      browserName({ userAgent: operaUserAgent, userAgentData: { brands: [{ brand: 'Chromium' }] } }),
    ).toBe('Opera');
    expect(browserName({ userAgent: operaUserAgent })).toBe('Opera');
    expect(browserName({ userAgent: operaUserAgent, userAgentData: { brands: [] } })).toBe('Opera');
  });
});
