import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { INLINE_REMOTES_ID } from '@palco/contracts';
import { loadExposedModule } from '@palco/shared';
import { preloadPageRemote } from '../start/page-remote';
import { loadExposed, registerRemotesFromManifest, shareExposedLoader } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

describe('loading a module another team exposes', () => {
  it('asks the federation runtime for the contracted module and hands it over', async () => {
    const LoginPopup = (): null => null;
    load.mockResolvedValue({ LoginPopup });
    await expect(loadExposed('mfe-account', 'loginPopup')).resolves.toEqual({ LoginPopup });
    expect(load).toHaveBeenCalledWith('mfe_account/login-popup');
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

describe('finding the remotes', () => {
  const listed = { mfe_catalogue: 'https://catalogue.example/mf-manifest.json' };
  const register = jest.mocked(registerRemotes);

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

  beforeEach(() => register.mockClear());

  it("hands the runtime the manifest the page's first script received instead of asking for it again", async () => {
    const manifestUrl = 'http://localhost:3001/mf-manifest.json';
    window.history.replaceState(null, '', '/');
    const doc = document;
    const list = pageWith(JSON.stringify({ mfe_catalogue: manifestUrl })).getElementById(INLINE_REMOTES_ID)!;
    doc.head.replaceChildren(doc.importNode(list, true));
    const body = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
    await preloadPageRemote(doc, async () => Promise.resolve(new Response(JSON.stringify(body))), 'pt_PT');
    await registerRemotesFromManifest(jest.fn(), doc);
    const plugins = jest.mocked(registerPlugins).mock.lastCall?.[0] ?? [];
    const fetchHook = plugins.find((plugin) => plugin.fetch)?.fetch;
    const answer = await fetchHook?.(manifestUrl, {});
    await expect((answer as Response).json()).resolves.toEqual(body);
    doc.head.replaceChildren();
  });

  it('takes the list the server wrote into the page, without a request', async () => {
    const fetchList = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    await expect(registerRemotesFromManifest(fetchList, pageWith(JSON.stringify(listed)))).resolves.toEqual(
      listed,
    );
    expect(fetchList).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_catalogue', entry: listed.mfe_catalogue }]);
  });

  it.each([
    ['no list in the page', null],
    ['a list that is not JSON', '{mfe_catalogue'],
    ['a list of the wrong shape', '{"mfe_catalogue": 3}'],
  ])('fetches /remotes.json when there is %s', async (_case, text) => {
    const fetchList = jest.fn(async () => new Response(JSON.stringify(listed), { status: 200 }));
    await expect(registerRemotesFromManifest(fetchList, pageWith(text))).resolves.toEqual(listed);
    expect(fetchList).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fails loudly when neither the page nor /remotes.json lists the remotes', async () => {
    const fetchList = jest.fn(async () => new Response('', { status: 503 }));
    await expect(registerRemotesFromManifest(fetchList, pageWith(null))).rejects.toThrow(
      '/remotes.json answered 503',
    );
  });
});
