import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { INLINE_REMOTES_ID } from '@palco/contracts';
import { loadExposedModule } from '@palco/shared';
import { preloadPageRemote } from '../start/page-remote';
import {
  loadExposed,
  loadRemoteApp,
  prefetchRemoteApp,
  preloadRemoteApp,
  listRemotes,
  resetRemote,
  shareExposedLoader,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

const LISTED = {
  mfe_catalogue: 'http://localhost:3001/mf-manifest.json',
  mfe_player: 'http://localhost:3002/mf-manifest.json',
  mfe_account: 'http://localhost:3003/mf-manifest.json',
  mfe_checkout: 'http://localhost:3004/mf-manifest.json',
  mfe_international: 'http://localhost:3005/mf-manifest.json',
};

/** A remote's federation manifest as its build writes it: its entry, and the files of its `./app`. */
function manifestOf(globalName: string): unknown {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, globalName, publicPath: 'auto' },
    exposes: [
      {
        path: './app',
        assets: { js: { sync: ['__federation_expose_app.1a2b3c4d.js'] }, css: { sync: ['app.5e6f.css'] } },
      },
    ],
  };
}

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Palco');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_REMOTES_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

/** The network behind the manifests: each remote's manifest by URL, and what the test makes fail. */
let network: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
const originalFetch = globalThis.fetch;

beforeEach(async () => {
  network = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const name = Object.entries(LISTED).find(([, manifest]) => manifest === url)?.[0];
    return name
      ? new Response(JSON.stringify(manifestOf(name)), { status: 200 })
      : new Response('', { status: 404 });
  });
  globalThis.fetch = network;
  register.mockClear();
  load.mockReset();
  await listRemotes(jest.fn(), pageWith(JSON.stringify(LISTED)));
  for (const app of [
    'mfe-catalogue',
    'mfe-player',
    'mfe-account',
    'mfe-checkout',
    'mfe-international',
  ] as const) {
    resetRemote(app);
  }
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  document.head.replaceChildren();
});

const manifestRequests = (url: string) => network.mock.calls.filter(([input]) => String(input) === url);

describe('loading a module another team exposes', () => {
  it('registers the remote by the entry its manifest names, then hands over the contracted module', async () => {
    const LoginPopup = (): null => null;
    load.mockResolvedValue({ LoginPopup });
    await expect(loadExposed('mfe-account', 'loginPopup')).resolves.toEqual({ LoginPopup });
    expect(register).toHaveBeenCalledWith(
      [
        {
          name: 'mfe_account',
          entry: 'http://localhost:3003/remoteEntry.js',
          entryGlobalName: 'mfe_account',
        },
      ],
      { force: true },
    );
    expect(load).toHaveBeenCalledWith('mfe_account/login-popup');
    // The manifest is asked for without credentials, as the server's preload of it is.
    expect(network).toHaveBeenCalledWith(LISTED.mfe_account, { mode: 'cors', credentials: 'same-origin' });
  });

  it('refuses a deployment whose module no longer exports what the contract names', async () => {
    load.mockResolvedValue({ LoginDialog: () => null });
    await expect(loadExposed('mfe-account', 'loginPopup')).rejects.toThrow(
      'mfe-account/login-popup does not export LoginPopup',
    );
  });
});

describe('the loader the shell shares with the remotes', () => {
  it('lets a remote load another’s exposed module through the same checked load', async () => {
    const TrailerAdBreak = (): null => null;
    load.mockResolvedValue({ TrailerAdBreak });
    const unshare = shareExposedLoader();
    try {
      await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).resolves.toEqual({ TrailerAdBreak });
      expect(load).toHaveBeenLastCalledWith('mfe_player/trailer-ad-break');
      load.mockResolvedValue({ AdBreak: TrailerAdBreak });
      await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).rejects.toThrow(
        'mfe-player/trailer-ad-break does not export TrailerAdBreak',
      );
    } finally {
      unshare();
    }
    // Without the shell's loader (a remote on its own), the remote is told so.
    await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).rejects.toThrow(/registered/);
  });
});

describe('loading a remote’s ./app', () => {
  it('reads its manifest once for the preload, the load and every later load', async () => {
    load.mockResolvedValue(lifecycles);
    preloadRemoteApp('mfe-checkout', document);
    await expect(loadRemoteApp('mfe-checkout')).resolves.toBe(lifecycles);
    await expect(loadRemoteApp('mfe-checkout')).resolves.toBe(lifecycles);
    expect(manifestRequests(LISTED.mfe_checkout)).toHaveLength(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mfe_checkout/app');
  });

  it("takes the manifest the page's first script received instead of asking for it again", async () => {
    window.history.replaceState(null, '', '/');
    const list = pageWith(JSON.stringify(LISTED)).getElementById(INLINE_REMOTES_ID)!;
    document.head.replaceChildren(document.importNode(list, true));
    const early = jest.fn(async () => new Response(JSON.stringify(manifestOf('mfe_catalogue'))));
    await preloadPageRemote(document, early, 'pt_PT');
    load.mockResolvedValue(lifecycles);
    await loadRemoteApp('mfe-catalogue');
    expect(early).toHaveBeenCalledTimes(1);
    expect(manifestRequests(LISTED.mfe_catalogue)).toHaveLength(0);
    expect(register).toHaveBeenCalledWith(
      [
        {
          name: 'mfe_catalogue',
          entry: 'http://localhost:3001/remoteEntry.js',
          entryGlobalName: 'mfe_catalogue',
        },
      ],
      { force: true },
    );
  });

  it('fails the load when the manifest cannot be read, and reads it again on the next load', async () => {
    network.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(loadRemoteApp('mfe-player')).rejects.toThrow(`${LISTED.mfe_player} answered 404`);
    expect(load).not.toHaveBeenCalled();
    load.mockResolvedValue(lifecycles);
    await expect(loadRemoteApp('mfe-player')).resolves.toBe(lifecycles);
    expect(manifestRequests(LISTED.mfe_player)).toHaveLength(2);
  });

  it('reads the manifest again and registers the remote anew once it is reset after a failure', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValue(lifecycles);
    await expect(loadRemoteApp('mfe-catalogue')).rejects.toThrow('RUNTIME-008');
    resetRemote('mfe-catalogue');
    await expect(loadRemoteApp('mfe-catalogue')).resolves.toBe(lifecycles);
    expect(manifestRequests(LISTED.mfe_catalogue)).toHaveLength(2);
    // `force` makes the runtime drop the failed container rather than keep the first registration.
    expect(register).toHaveBeenCalledTimes(2);
    expect(register.mock.calls.every(([, options]) => options?.force === true)).toBe(true);
  });

  it('refuses a remote the list does not name', async () => {
    const { mfe_international: _left, ...others } = LISTED;
    await listRemotes(jest.fn(), pageWith(JSON.stringify(others)));
    await expect(loadRemoteApp('mfe-international')).rejects.toThrow(
      'mfe-international is not listed in /remotes.json',
    );
  });
});

describe('getting a remote’s files ahead of need', () => {
  const hints = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'), (link) => [
      link.rel,
      link.getAttribute('as'),
      link.href,
    ]);

  it('preloads the entry, the chunks and the stylesheets `./app` needs at once, running none of them', async () => {
    preloadRemoteApp('mfe-player', document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toEqual([
      ['preload', 'script', 'http://localhost:3002/remoteEntry.js'],
      ['preload', 'script', 'http://localhost:3002/__federation_expose_app.1a2b3c4d.js'],
      ['preload', 'style', 'http://localhost:3002/app.5e6f.css'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();
  });

  it('prefetches them at the lowest priority, once, and not for a remote this page already asked for', async () => {
    prefetchRemoteApp('mfe-account', document);
    prefetchRemoteApp('mfe-account', document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints().map(([rel]) => rel)).toEqual(['prefetch', 'prefetch', 'prefetch']);
    load.mockResolvedValue(lifecycles);
    await loadRemoteApp('mfe-checkout');
    prefetchRemoteApp('mfe-checkout', document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toHaveLength(3);
  });

  it('gives up quietly when the manifest cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.mockResolvedValue(new Response('', { status: 404 }));
    preloadRemoteApp('mfe-player', document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Preloading mfe-player failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('finding the remotes', () => {
  it('takes the list the server wrote into the page, without a request, and adds the retries', async () => {
    const fetchList = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    await expect(listRemotes(fetchList, pageWith(JSON.stringify(LISTED)))).resolves.toEqual(LISTED);
    expect(fetchList).not.toHaveBeenCalled();
    const plugins = jest.mocked(registerPlugins).mock.lastCall?.[0] ?? [];
    expect(plugins.map((plugin) => plugin.name)).toEqual(['palco-federation-retry']);
  });

  it.each([
    ['no list in the page', null],
    ['a list that is not JSON', '{mfe_catalogue'],
    ['a list of the wrong shape', '{"mfe_catalogue": 3}'],
  ])('fetches /remotes.json when there is %s', async (_case, text) => {
    const fetchList = jest.fn(async () => new Response(JSON.stringify(LISTED), { status: 200 }));
    await expect(listRemotes(fetchList, pageWith(text))).resolves.toEqual(LISTED);
    expect(fetchList).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fails loudly when neither the page nor /remotes.json lists the remotes', async () => {
    const fetchList = jest.fn(async () => new Response('', { status: 503 }));
    await expect(listRemotes(fetchList, pageWith(null))).rejects.toThrow('/remotes.json answered 503');
  });
});
