import { INLINE_REMOTES_ID, START_CHUNK_ATTRIBUTE } from '@palco/contracts';
import { takeEarlyManifest } from './handoff';
import { preloadPageRemote as preload } from './page-remote';
import { retryFailedStartChunks } from './start-chunks';

const preloadPageRemote = (doc: Document, fetchImpl: typeof fetch, locale: 'pt_PT' | 'en' = 'pt_PT') =>
  preload(doc, fetchImpl, locale);

const CATALOGUE = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './app',
      assets: {
        js: {
          sync: ['351.a.js', '__federation_expose_app.b.js'],
          async: [
            '12.f.js',
            'catalogue-i18n-en.1a2b.js',
            'catalogue-i18n-fr_FR.3c4d.js',
            'catalogue-i18n-pt_PT.9c0d.js',
            'i18n-en.5e6f.js',
            'catalogue-page-title.7a8b.js',
            'catalogue-page-title-i18n-en.2e3f.js',
            'catalogue-page-title-i18n-pt_PT.4a5b.js',
          ],
        },
        css: { sync: ['670.d.css'], async: ['catalogue-page-title.e1f2.css', '12.a3b4.css'] },
      },
    },
    { path: './search-suggestions', assets: { js: { sync: ['9.c.js'] }, css: { sync: ['9.e.css'] } } },
  ],
};

function pageAt(pathname: string, remotes: unknown = { mfe_catalogue: CATALOGUE }): Document {
  // `null`: the server wrote no list.
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML = '';
  delete window.palcoStart;
  if (remotes !== null) {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = INLINE_REMOTES_ID;
    list.textContent = typeof remotes === 'string' ? remotes : JSON.stringify(remotes);
    document.head.append(list);
  }
  return document;
}

const answering = (body: unknown, status = 200) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );

const preloads = (doc: Document) =>
  Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
  }));

/** The chunks the first script runs as they arrive (async scripts, at the page's code's high priority). */
const running = (doc: Document) =>
  Array.from(doc.head.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => ({
    src: script.src,
    async: script.async,
    priority: script.getAttribute('fetchpriority'),
  }));
const runningSources = (doc: Document) => running(doc).map(({ src }) => src);

describe('preloadPageRemote', () => {
  it("preloads the entry and stylesheets of the route's remote, and runs its ./app chunks as they arrive, from the manifest the server names", async () => {
    const fetchImpl = answering(manifest);
    const doc = pageAt('/search');
    await expect(preloadPageRemote(doc, fetchImpl)).resolves.toBe('mfe-catalogue');
    expect(fetchImpl).toHaveBeenCalledWith(CATALOGUE, { mode: 'cors', credentials: 'same-origin' });
    // The entry needs the shell's federation runtime to run: the runtime runs it when it registers the remote.
    expect(preloads(doc)).toEqual([
      { href: 'http://localhost:3001/remoteEntry.js', as: 'script', priority: null },
      { href: 'http://localhost:3001/670.d.css', as: 'style', priority: null },
    ]);
    expect(running(doc)).toEqual(
      ['351.a.js', '__federation_expose_app.b.js', 'catalogue-i18n-pt_PT.9c0d.js'].map((name) => ({
        src: `http://localhost:3001/${name}`,
        async: true,
        priority: 'high',
      })),
    );
  });

  it('removes a chunk that failed to load, so that the runtime adds a script of its own and tries again', async () => {
    const doc = pageAt('/search');
    // As the first script does before it runs any chunk (start-page.ts).
    retryFailedStartChunks(doc);
    await preloadPageRemote(doc, answering(manifest));
    expect(doc.head.querySelectorAll(`script[${START_CHUNK_ATTRIBUTE}]`)).toHaveLength(3);
    doc.head.querySelector('script[src]')?.dispatchEvent(new Event('error'));
    expect(runningSources(doc)).toEqual([
      'http://localhost:3001/__federation_expose_app.b.js',
      'http://localhost:3001/catalogue-i18n-pt_PT.9c0d.js',
    ]);
  });

  it('also hints the code of a title page, which the remote loads on demand, with its stylesheet and its strings in the page’s language', async () => {
    const title = pageAt('/movie/o-segredo/mv-1');
    await preloadPageRemote(title, answering(manifest));
    expect(runningSources(title)).toContain('http://localhost:3001/catalogue-page-title.7a8b.js');
    expect(runningSources(title)).toContain('http://localhost:3001/catalogue-page-title-i18n-pt_PT.4a5b.js');
    expect(preloads(title)).toContainEqual({
      href: 'http://localhost:3001/catalogue-page-title.e1f2.css',
      as: 'style',
      priority: null,
    });
    // Only this page's, in this language: no other chunk the remote loads on demand.
    const hinted = [...runningSources(title), ...preloads(title).map(({ href }) => href)];
    expect(hinted.filter((href) => /page-|12\./.test(href))).toHaveLength(3);

    const english = pageAt('/movie/o-segredo/mv-1');
    await preloadPageRemote(english, answering(manifest), 'en');
    expect(runningSources(english).filter((href) => href.includes('page-title-i18n'))).toEqual([
      'http://localhost:3001/catalogue-page-title-i18n-en.2e3f.js',
    ]);

    // The home's code is in ./app itself, and the guide's grid is asked for once its frame has painted.
    for (const path of ['/', '/guia-tv']) {
      const other = pageAt(path);
      await preloadPageRemote(other, answering(manifest));
      const asked = [...runningSources(other), ...preloads(other).map(({ href }) => href)];
      expect(asked.filter((href) => href.includes('page-'))).toEqual([]);
    }
  });

  it("also hints the remote's own strings for the page's language, when it loads them on demand", async () => {
    const doc = pageAt('/');
    await preloadPageRemote(doc, answering(manifest), 'en');
    const hinted = runningSources(doc);
    expect(hinted).toContain('http://localhost:3001/catalogue-i18n-en.1a2b.js');
    // Not another language's, nor the copy of shared's strings the remote bundles (the shell provides shared).
    expect(hinted.filter((href) => href.includes('i18n'))).toHaveLength(1);

    const portuguese = pageAt('/');
    await preloadPageRemote(portuguese, answering(manifest), 'pt_PT');
    expect(runningSources(portuguese).filter((href) => href.includes('i18n'))).toEqual([
      'http://localhost:3001/catalogue-i18n-pt_PT.9c0d.js',
    ]);
  });

  it('hints no strings for a language a remote keeps in its code', async () => {
    const inline = {
      ...manifest,
      exposes: [
        { path: './app', assets: { js: { sync: ['1.a.js'], async: ['catalogue-i18n-en.1a2b.js'] } } },
      ],
    };
    const doc = pageAt('/');
    await preloadPageRemote(doc, answering(inline), 'pt_PT');
    expect(runningSources(doc).filter((href) => href.includes('i18n'))).toEqual([]);
  });

  it('does not hint a stylesheet the page already links', async () => {
    const doc = pageAt('/');
    const linked = doc.createElement('link');
    linked.rel = 'stylesheet';
    linked.href = 'http://localhost:3001/670.d.css';
    doc.head.append(linked);
    await preloadPageRemote(doc, answering(manifest));
    expect(preloads(doc).filter((hint) => hint.as === 'style')).toEqual([]);
  });

  it('hands the manifest it received to the federation runtime once, so it is not asked for again', async () => {
    await preloadPageRemote(pageAt('/'), answering(manifest));
    const early = await takeEarlyManifest(CATALOGUE);
    await expect(early?.json()).resolves.toEqual(manifest);
    expect(takeEarlyManifest(CATALOGUE)).toBeUndefined();
  });

  it('hands the runtime the answer while it is still on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const doc = pageAt('/');
    const hinting = preloadPageRemote(doc, () => new Promise<Response>((resolve) => (answer = resolve)));
    const early = takeEarlyManifest(CATALOGUE);
    expect(early).toBeDefined();
    answer(new Response(JSON.stringify(manifest)));
    await expect((await early)?.json()).resolves.toEqual(manifest);
    await expect(hinting).resolves.toBe('mfe-catalogue');
  });

  it('hands over no failed manifest: the runtime asks the network itself', async () => {
    await preloadPageRemote(pageAt('/'), answering({}, 503));
    await expect(takeEarlyManifest(CATALOGUE)).resolves.toBeUndefined();
    await preloadPageRemote(
      pageAt('/'),
      jest.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(takeEarlyManifest(CATALOGUE)).resolves.toBeUndefined();
  });

  it('asks for nothing twice: a script already on the page keeps its own request', async () => {
    const doc = pageAt('/');
    for (const name of ['remoteEntry.js', '351.a.js']) {
      const script = doc.createElement('script');
      script.src = `http://localhost:3001/${name}`;
      doc.head.append(script);
    }
    await preloadPageRemote(doc, answering(manifest));
    expect(preloads(doc).map(({ href }) => href)).toEqual(['http://localhost:3001/670.d.css']);
    expect(runningSources(doc)).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/351.a.js',
      'http://localhost:3001/__federation_expose_app.b.js',
      'http://localhost:3001/catalogue-i18n-pt_PT.9c0d.js',
    ]);
  });

  it("asks nothing on the shell's own pages, or for a remote the list does not name", async () => {
    const fetchImpl = answering(manifest);
    await expect(preloadPageRemote(pageAt('/contactos'), fetchImpl)).resolves.toBeUndefined();
    await expect(preloadPageRemote(pageAt('/adira-ja'), fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('leaves the loading to the route when the list is missing or unreadable, or the manifest fails', async () => {
    const fetchImpl = answering(manifest);
    await expect(preloadPageRemote(pageAt('/', null), fetchImpl)).resolves.toBeUndefined();
    await expect(preloadPageRemote(pageAt('/', '{not json'), fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();

    const failing = pageAt('/');
    await expect(preloadPageRemote(failing, answering({}, 503))).resolves.toBeUndefined();
    await expect(
      preloadPageRemote(
        failing,
        jest.fn(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).resolves.toBeUndefined();
    expect(preloads(failing)).toEqual([]);
    expect(running(failing)).toEqual([]);
  });
});
