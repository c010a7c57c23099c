import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiPort,
  appPorts,
  endpoints,
  exposedModules,
  firstScreenPictures,
  federationNames,
  isKnownPath,
  matchRoutePath,
  middlewareNames,
  onDemandPageOf,
  remoteAppNames,
  remotePageChunk,
  remotePageStringsChunk,
  routeTable,
  sessionEndpoints,
  titleIdOfPath,
  titlePictures,
  railCardPicture,
} from '../src';

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  filename?: string;
  shared?: Record<
    string,
    { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string; version?: string }
  >;
}

function readPackage(dir: string): { version: string; dependencies: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(__dirname, '..', '..', dir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
}

interface LoaderUse {
  loader?: string;
  options?: { modules?: { localIdentName?: string; localIdentHashSalt?: string } };
}

interface WebpackConfig {
  name?: string;
  plugins: { constructor: { name: string }; _options?: FederationOptions }[];
  module: { rules: { test?: RegExp; use?: (string | LoaderUse)[] }[] };
}

/** An app's production webpack config, as its build really makes it. */
function productionConfigOf(dir: string): WebpackConfig {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(__dirname, '..', '..', dir, 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => WebpackConfig | WebpackConfig[];
  const built = factory({}, { mode: 'production' });
  // The shell's production build is more than one compilation: its first script, itself, its service worker.
  const config = Array.isArray(built) ? built.find((candidate) => candidate.name === dir) : built;
  if (!config) throw new Error(`${dir} builds no compilation of its own name`);
  return config;
}

/** Reads the Module Federation options an app's webpack config really builds with. */
function federationOptionsOf(dir: string): FederationOptions {
  const plugin = productionConfigOf(dir).plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error(`${dir} has no Module Federation plugin`);
  return plugin._options;
}

describe('shell ↔ remote contract', () => {
  it.each(remoteAppNames)(
    '%s builds under its contracted name and exposes exactly its contracted modules',
    (app) => {
      const options = federationOptionsOf(app);
      expect(options.name).toBe(federationNames[app]);
      expect(options.filename).toBe('remoteEntry.js');
      expect(Object.keys(options.exposes ?? {}).sort()).toEqual(Object.values(exposedModules[app]).sort());
    },
  );

  it.each([...remoteAppNames, 'shell'])(
    '%s holds the stateful libraries and the runtime library as strict singletons, at the range it declares',
    (app) => {
      const shared = federationOptionsOf(app).shared ?? {};
      const declared = readPackage(app).dependencies;
      for (const pkg of ['react', 'react-dom', 'single-spa', 'swr', 'i18next', '@palco/shared']) {
        expect(shared[pkg]).toMatchObject({ singleton: true, strictVersion: true });
      }
      // react-i18next's hooks come inside shared (3.0.0): a share of the whole package would put its
      // Trans components and their HTML parser in every first load.
      expect(shared['react-i18next']).toBeUndefined();
      // A remote that needs a newer runtime library says so in its package.json, and the build requires it.
      expect(shared['@palco/shared']?.requiredVersion).toBe(declared['@palco/shared'] ?? '^1.0.0');
      expect(shared['@palco/shared']?.version).toBe(readPackage('shared').version);
    },
  );

  it.each([...remoteAppNames, 'shell'])('%s bundles its own contracts rather than sharing them', (app) => {
    // The schemas, endpoint map and route table an app runs are the ones it was built and tested with.
    expect(federationOptionsOf(app).shared?.['@palco/contracts']).toBeUndefined();
  });

  it.each([...remoteAppNames, 'shell'])(
    "%s shares contracts' zod module only with apps built from the same code",
    (app) => {
      const zodModule = path.join(__dirname, '..', 'src', 'zod.ts');
      const share = federationOptionsOf(app).shared?.[zodModule] as
        { shareKey?: string; singleton?: boolean; version?: string; requiredVersion?: string } | undefined;
      const { createHash } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
      const hash = createHash('sha256').update(readFileSync(zodModule)).digest('hex').slice(0, 8);
      // Another content of the module is another share: a remote never takes a copy that lacks a part it uses.
      expect(share?.shareKey).toBe(`@palco/contracts/zod-${hash}`);
      // Exactly the zod version the app was built with; not a singleton, as zod holds no state.
      expect(share?.requiredVersion).toBe(readPackage('contracts').dependencies.zod);
      expect(share?.version).toBe(share?.requiredVersion);
      expect(share?.singleton).toBeUndefined();
    },
  );

  it('imports zod only through its zod module, which the apps share', () => {
    const { readdirSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const sources = path.join(__dirname, '..', 'src');
    const direct = readdirSync(sources)
      .filter((name) => name.endsWith('.ts') && name !== 'zod.ts')
      .filter((name) => /from 'zod(\/[^']*)?'/.test(readFileSync(path.join(sources, name), 'utf8')));
    expect(direct).toEqual([]);
  });

  it('keeps the published topology: shell on 3000, remotes on 3001–3005, API on 4000', () => {
    expect(appPorts).toEqual({
      shell: 3000,
      'mfe-catalogue': 3001,
      'mfe-player': 3002,
      'mfe-account': 3003,
      'mfe-checkout': 3004,
      'mfe-international': 3005,
    });
    expect(apiPort).toBe(4000);
  });

  it('gives every app its own port', () => {
    expect(new Set(Object.values(appPorts)).size).toBe(Object.keys(appPorts).length);
  });
});

describe('styles on a page of several apps', () => {
  /** The options css-loader hashes an app's CSS module class names with. */
  function classNamingOf(dir: string): { localIdentName?: string; localIdentHashSalt?: string } {
    const rule = productionConfigOf(dir).module.rules.find((candidate) =>
      candidate.test?.test('x.module.css'),
    );
    const cssLoader = rule?.use?.find(
      (use): use is LoaderUse => typeof use === 'object' && use.loader === 'css-loader',
    );
    if (!cssLoader?.options?.modules) throw new Error(`${dir} builds no CSS modules`);
    return cssLoader.options.modules;
  }

  const apps = [...remoteAppNames, 'shell'];

  it('hashes each app’s class names with a salt of its own, so two apps’ files at the same path never share one', () => {
    const salts = apps.map((app) => classNamingOf(app).localIdentHashSalt);
    expect(salts.every((salt) => typeof salt === 'string' && salt.length > 0)).toBe(true);
    expect(new Set(salts).size).toBe(apps.length);
  });

  it.each(apps)('%s names its classes by a short hash in production', (app) => {
    expect(classNamingOf(app).localIdentName).toMatch(/^\[hash:base64:([6-9]|1\d)\]$/);
  });
});

describe('route table', () => {
  const specPaths = [
    '/',
    '/adira-ja',
    '/apptv',
    '/choose-profile',
    '/completar-perfil',
    '/contactos',
    '/perguntas-frequentes',
    '/politica-cookies',
    '/politica-privacidade',
    '/termos-e-condicoes',
    '/esqueci-password',
    '/mudar-password',
    '/guia-tv',
    '/international',
    '/maintenance',
    '/promo',
    '/search',
    '/auth',
    '/login',
    '/content/:id',
    '/filters/:id',
    '/live',
    '/vod',
    '/series/:name/:id',
    '/movie/:name/:id',
    '/affiliate',
    '/profile',
    '/tribeca',
  ];

  it('covers every top-level route of spec section 2', () => {
    const paths = routeTable.map((r) => r.path);
    for (const p of specPaths) expect(paths).toContain(p);
  });

  it('names only the spec middleware as guards, on routes and sub-routes', () => {
    for (const route of routeTable) {
      for (const guard of route.guards) expect(middlewareNames).toContain(guard);
      for (const child of route.children ?? []) {
        for (const guard of child.guards ?? []) expect(middlewareNames).toContain(guard);
      }
    }
  });

  it('puts the profile guards of spec section 2 on their routes', () => {
    const guardsOf = (path: string): readonly string[] => {
      const route = routeTable.find((r) => r.path === path);
      if (route) return route.guards;
      const parent = routeTable.find((r) => path.startsWith(`${r.path}/`));
      const sub = parent?.children?.find((c) => `${parent.path}/${c.path}` === path);
      if (!parent || !sub) throw new Error(`no route ${path}`);
      return [...parent.guards, ...(sub.guards ?? [])];
    };
    expect(guardsOf('/profile/create')).toEqual(['login', 'profile', 'manager', 'multi-profile']);
    expect(guardsOf('/profile/switch-profile')).toEqual(['login', 'profile', 'multi-profile']);
    expect(guardsOf('/profile/edit')).toEqual(['login', 'profile', 'isManager']);
    expect(guardsOf('/choose-profile')).toEqual(['login', 'choose-profile']);
    // Who is watching is asked before home, browsing and playback.
    for (const path of ['/', '/search', '/guia-tv', '/content/:id', '/vod', '/live', '/profile'])
      expect(guardsOf(path)).toContain('profile');
    for (const path of ['/choose-profile', '/login', '/auth', '/completar-perfil', '/contactos'])
      expect(guardsOf(path)).not.toContain('profile');
  });

  it('has no path twice', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('tells the servers which paths have a page: routes below their path, exact ones alone, redirects', () => {
    expect(matchRoutePath('/vod/o-nome/123')?.owner).toBe('mfe-player');
    expect(matchRoutePath('/series/o-nome/9')?.path).toBe('/series/:name/:id');
    expect(matchRoutePath('/profile/devices')?.path).toBe('/profile');
    expect(matchRoutePath('/')?.path).toBe('/');
    expect(matchRoutePath('/contactos/')?.path).toBe('/contactos');
    // As single-spa matches them, ignoring case.
    expect(matchRoutePath('/Guia-TV')?.path).toBe('/guia-tv');
    expect(matchRoutePath('/contactos/outra')).toBeUndefined();
    expect(matchRoutePath('/profile-multi')).toBeUndefined();
    expect(matchRoutePath('/content')).toBeUndefined();

    expect(isKnownPath('/tv')).toBe(true);
    expect(isKnownPath('/logout')).toBe(true);
    expect(isKnownPath('/tv/')).toBe(false);
    expect(isKnownPath('/nada-disto-existe')).toBe(false);
  });
});

describe('endpoint map', () => {
  it('puts every call under /v1 with its placeholders named', () => {
    for (const [name, def] of Object.entries(endpoints)) {
      expect(def.path.startsWith('/v1/')).toBe(true);
      expect(def.path).not.toMatch(/:\w+/);
      expect(name).toMatch(/^[a-z][A-Za-z]+$/);
    }
  });

  it('form-encodes login (spec section 7)', () => {
    expect(endpoints.login).toMatchObject({ method: 'POST', path: '/v1/login', encoding: 'form' });
  });

  it('names the calls shared makes among every call, as the very same definitions', () => {
    expect(Object.keys(sessionEndpoints).sort()).toEqual([
      'getAccount',
      'getSettings',
      'login',
      'logout',
      'selectProfile',
    ]);
    for (const [name, def] of Object.entries(sessionEndpoints)) {
      expect(endpoints[name as keyof typeof endpoints]).toBe(def);
    }
  });
});

describe("a title page's address", () => {
  it.each([
    ['/movie/os-maias/mv-1', 'mv-1'],
    ['/series/a-casa/sr-1/', 'sr-1'],
    ['/content/ep%20002', 'ep 002'],
  ])('%s is the page of title %s, a route of the catalogue', (path, id) => {
    expect(titleIdOfPath(path)).toBe(id);
    expect(matchRoutePath(path)?.owner).toBe('mfe-catalogue');
  });

  it.each(['/', '/movie/mv-1', '/movie/a/mv-1/trailer', '/content/%E0%A4%A', '/guia-tv'])(
    '%s is no title’s page',
    (path) => expect(titleIdOfPath(path)).toBeUndefined(),
  );
});

describe('pages whose code loads on demand', () => {
  it.each([
    ['/movie/os-maias/mv-1', 'title'],
    ['/series/a-casa/sr-1/', 'title'],
    ['/content/ep-002', 'title'],
  ])('%s shows the %s page, a route of the catalogue', (path, page) => {
    expect(onDemandPageOf(path)).toBe(page);
    expect(matchRoutePath(path)?.owner).toBe('mfe-catalogue');
  });

  it.each(['/', '/search', '/guia-tv', '/vod/mv-1'])('%s shows none of them', (path) =>
    expect(onDemandPageOf(path)).toBeUndefined(),
  );

  it('name their chunk after the remote and the page, as the remotes’ strings are named', () => {
    expect(remotePageChunk('mfe-catalogue', 'title')).toBe('catalogue-page-title');
  });

  it('name the chunk of their strings in a language after their own', () => {
    expect(remotePageStringsChunk('mfe-catalogue', 'title', 'en')).toBe('catalogue-page-title-i18n-en');
    expect(remotePageStringsChunk('mfe-catalogue', 'title', 'pt_PT')).toBe('catalogue-page-title-i18n-pt_PT');
  });
});

describe("a screen's first pictures", () => {
  const title = (images: Record<string, unknown>) => ({ action_type: 'DETAIL', images });
  const rail = (
    design_type: string,
    card_display: string,
    contents: unknown[],
    channels: unknown[] = [],
  ) => ({
    design_type,
    card_display,
    contents,
    channels,
  });

  it('are the first card of each of the first two rails that show something, as their cards draw it', () => {
    const screen = {
      rails: [
        rail('descriptive', 'fullscreen', [title({ highlight: '/h.svg', poster: '/p0.svg' })]),
        rail('poster', 'zoom', []),
        rail('poster_top10', 'zoom', [
          title({ poster: '/p1.svg', thumbnail: '/t1.svg' }),
          title({ poster: '/p2.svg' }),
        ]),
        rail('thumbnail', 'block', [title({ thumbnail: '/t3.svg' })]),
      ],
    };
    expect(firstScreenPictures(screen)).toEqual(['/h.svg', '/p1.svg']);
  });

  it("take a channel rail's first logo, channels coming before titles", () => {
    const screen = {
      rails: [
        rail('channel', 'block', [title({ thumbnail: '/t.svg' })], [{ id: 'ch-01', logo: '/logo.svg' }]),
      ],
    };
    expect(firstScreenPictures(screen)).toEqual(['/logo.svg']);
  });

  it('count a first-screen rail whose first card has no picture, without a picture for it', () => {
    const screen = {
      rails: [
        rail('poster', 'zoom', [title({ thumbnail: '/t.svg' })]),
        rail('thumbnail', 'block', [title({ landscape: '/l.svg' })]),
        rail('thumbnail', 'block', [title({ thumbnail: '/third.svg' })]),
      ],
    };
    expect(firstScreenPictures(screen)).toEqual(['/l.svg']);
  });

  it('are none for an answer that is not a screen, or whose pictures are not addresses', () => {
    expect(firstScreenPictures(null)).toEqual([]);
    expect(firstScreenPictures({ rails: 'no' })).toEqual([]);
    expect(firstScreenPictures({ rails: [rail('poster', 'zoom', [title({ poster: 3 })]), 'rail'] })).toEqual(
      [],
    );
  });

  it("take a landscape picture for a design that is not one of the table's own, such as 'toString'", () => {
    expect(railCardPicture(title({ landscape: '/l.svg' }), 'toString', 'block')).toBe('/l.svg');
  });

  it("pick a title's picture in a channel-design rail as a landscape card's", () => {
    expect(railCardPicture(title({ logo: '/x.svg', landscape: '/l.svg' }), 'channel', 'block')).toBe(
      '/l.svg',
    );
  });
});

describe("a title page's pictures", () => {
  it('are its poster and its backdrop, a landscape picture standing in for a missing backdrop', () => {
    expect(
      titlePictures({ images: { poster: '/p.svg', background: '/b.svg', landscape: '/l.svg' } }),
    ).toEqual({
      poster: '/p.svg',
      background: '/b.svg',
    });
    expect(titlePictures({ images: { landscape: '/l.svg' } })).toEqual({
      poster: null,
      background: '/l.svg',
    });
  });

  it('are none where the answer has no picture, or something else than an address', () => {
    expect(titlePictures({})).toEqual({ poster: null, background: null });
    expect(titlePictures({ images: null })).toEqual({ poster: null, background: null });
    expect(titlePictures({ images: { poster: 3, background: { url: '/b.svg' } } })).toEqual({
      poster: null,
      background: null,
    });
  });
});
