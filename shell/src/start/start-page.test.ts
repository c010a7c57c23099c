import { AUTH_TOKEN_KEY, INLINE_REMOTES_ID, SHELL_STRINGS_ID } from '@palco/contracts';
import { hasStarted, takeEarlyManifest } from './handoff';
import { startPage } from './start-page';

const CATALOGUE = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './app',
      assets: { js: { sync: ['7.a.js'], async: ['catalogue-i18n-fr_FR.b.js'] }, css: { sync: [] } },
    },
  ],
};

/** The page as the build and the server write it: the shell's strings per language and the remotes list. */
function page(pathname: string): Document {
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.palcoStart;
  delete window.palcoEarlyAnswers;
  const json = (id: string, body: unknown) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = JSON.stringify(body);
    return script;
  };
  document.head.append(json(INLINE_REMOTES_ID, { mfe_catalogue: CATALOGUE }));
  document.body.append(json(SHELL_STRINGS_ID, { en: ['/i18n-en.1.js'], fr_FR: ['/i18n-fr_FR.2.js'] }));
  return document;
}

/** What the first script asked for: preloads, and the chunks it runs as they arrive (async scripts). */
const hinted = (doc: Document) =>
  Array.from(
    doc.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="preload"], script[src]'),
    (el) => (el instanceof HTMLScriptElement ? el.src : el.href),
  );

afterEach(() => localStorage.clear());

describe("the page's first script", () => {
  it("asks, in the page's language, for everything the first screen needs that the page does not name", async () => {
    localStorage.setItem('palco.locale', 'fr_FR');
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      Promise.resolve(new Response(JSON.stringify(manifest))),
    );
    const doc = page('/');
    await startPage(doc, fetchImpl);
    expect(hinted(doc)).toEqual([
      'http://localhost/i18n-fr_FR.2.js',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/7.a.js',
      'http://localhost:3001/catalogue-i18n-fr_FR.b.js',
    ]);
    expect(fetchImpl.mock.calls.filter(([url]) => url === CATALOGUE)).toHaveLength(1);
    // A visitor's dictionary, and on the home their data, start here too (./page-data).
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/translation/fr_FR', { credentials: 'include' });
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/setting', { credentials: 'include' });
    // The shell's code finds the manifest's answer instead of asking for it again.
    expect(hasStarted()).toBe(true);
    await expect(takeEarlyManifest(CATALOGUE)).resolves.toBeInstanceOf(Response);
  });

  it('asks for no strings chunk in Portuguese, which is in the code', async () => {
    const doc = page('/');
    await startPage(doc, async () => Promise.resolve(new Response(JSON.stringify(manifest))), 'pt_PT');
    expect(hinted(doc).filter((href) => href.includes('i18n'))).toEqual([]);
  });

  it('marks the page as started even on a route of the shell, with no remote to load', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      Promise.resolve(new Response('{}')),
    );
    const doc = page('/contactos');
    await startPage(doc, fetchImpl, 'en');
    expect(hasStarted()).toBe(true);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(['/api/v1/translation/en', '/api/v1/setting']);
    expect(hinted(doc)).toEqual(['http://localhost/i18n-en.1.js']);
  });

  it("hints a signed-in viewer's dictionary for the start-up call, which carries their token", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const doc = page('/contactos');
    await startPage(doc, fetchImpl, 'en');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(hinted(doc)).toEqual(['http://localhost/api/v1/translation/en', 'http://localhost/i18n-en.1.js']);
  });
});

describe('a first script that runs before the page is parsed', () => {
  it("waits for the end of the page's head before it reads the remotes list", async () => {
    const doc = page('/');
    let state: DocumentReadyState = 'loading';
    jest.spyOn(doc, 'readyState', 'get').mockImplementation(() => state);
    const fetchImpl = jest.fn(async () => Promise.resolve(new Response(JSON.stringify(manifest))));
    const started = startPage(doc, fetchImpl, 'pt_PT');
    await Promise.resolve();
    expect(fetchImpl).not.toHaveBeenCalledWith(CATALOGUE, expect.anything());
    state = 'interactive';
    doc.dispatchEvent(new Event('readystatechange'));
    await started;
    expect(fetchImpl).toHaveBeenCalledWith(CATALOGUE, expect.objectContaining({ mode: 'cors' }));
    jest.restoreAllMocks();
  });
});
