import { endpointPath, endpoints, supportedLocales } from '@palco/contracts';
import { preloadStartupCalls } from './startup-calls';

const preloads = (): HTMLLinkElement[] => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
];

describe('preloadStartupCalls', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it.each(supportedLocales)('asks for the %s dictionary at the address the start-up call uses', (locale) => {
    preloadStartupCalls(document, locale);
    const [link] = preloads();
    expect(new URL(link!.href).pathname).toBe(`/api${endpointPath(endpoints.getTranslation, { locale })}`);
    // The shared HTTP client's credentials mode, or the browser would not hand it the preloaded answer.
    expect(link).toHaveAttribute('crossorigin', 'use-credentials');
    expect(link).toHaveAttribute('as', 'fetch');
  });

  it('adds one hint however often it runs', () => {
    preloadStartupCalls(document, 'en');
    preloadStartupCalls(document, 'en');
    expect(preloads()).toHaveLength(1);
  });
});

describe('the shell page', () => {
  it('preloads the settings call at its address, in the HTTP client’s credentials mode', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a test reads the page template as text
    const fs = require('node:fs') as typeof import('node:fs');
    const html = fs.readFileSync(`${__dirname}/../index.html`, 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const link = page.head.querySelector('link[rel="preload"][as="fetch"]');
    expect(link?.getAttribute('href')).toBe(`/api${endpointPath(endpoints.getSettings)}`);
    expect(link?.getAttribute('crossorigin')).toBe('use-credentials');
  });
});
