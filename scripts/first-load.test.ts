// What the shell's page asks for before its first script has run (scripts/webpack/first-load-preload.cjs)
// and what the budget and the service worker read back from the built page (scripts/lib/shell-first-load.cjs).
// The plugin reads webpack's chunk graph: here a hand-made one shaped like the shell's production build
// (the `./bootstrap` import, the shared library it consumes with its stylesheet in a chunk of its own, a
// lazy page), so no build runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { shellFirstLoad } from './lib/shell-first-load.cjs';
import { FirstLoadPreloadPlugin, startupScripts, startupStylesheets } from './webpack/first-load-preload.cjs';
import { REMOTE_APP_CHUNK, shellStartChunks, splittableInRemote } from './webpack/start-chunks.cjs';

// The plugin tells modules apart by their class names, as webpack's own are not exported.
class ProvideSharedModule {
  constructor(
    readonly _name: string,
    readonly blocks: object[],
  ) {}
}
class ConsumeSharedModule {
  constructor(
    readonly options: { shareKey: string },
    readonly blocks: object[],
  ) {}
}
class NormalModule {
  readonly blocks: object[] = [];
}

interface FakeChunk {
  files: Set<string>;
  modules: object[];
}
const chunk = (files: string[], modules: object[] = []): FakeChunk => ({ files: new Set(files), modules });
const group = (request: string, chunks: FakeChunk[]) => ({ origins: [{ request }], chunks });

/** The shell's build in miniature: the names are those of a real build. */
function shellCompilation(): Compilation {
  const sharedBlock = {};
  const sharedFallbackBlock = {};
  const reactBlock = {};
  const provideShared = new ProvideSharedModule('@palco/shared', [sharedBlock]);
  const provideReact = new ProvideSharedModule('react', [reactBlock]);
  const consumeShared = new ConsumeSharedModule({ shareKey: '@palco/shared' }, [sharedFallbackBlock]);
  const consumeReact = new ConsumeSharedModule({ shareKey: 'react' }, []);

  // webpack splits the library's script into a chunk both its groups share; its CSS stays in a chunk of
  // each group, which holds nothing else.
  const sharedScript = chunk(['418.2e5e7836.js'], [new NormalModule(), consumeReact]);
  const groups = [
    group('./bootstrap', [
      chunk(['333.6175a17b.js', '333.e0409271.css'], [new NormalModule(), consumeShared, consumeReact]),
    ]),
    group('@palco/shared', [sharedScript, chunk(['266.59d75b4e.css'])]),
    // The copy the consume would fall back to: never used in the shell, whose own copy is provided.
    group('@palco/shared', [sharedScript, chunk(['885.59d75b4e.css'])]),
    group('react', [chunk(['696.efbb7472.js'])]),
    // A page loaded later: not part of the start-up.
    group('./pages/ShellPages', [chunk(['shell-pages.5588c14c.js', 'shell-pages.2f8227b3.css'])]),
  ];
  const blockGroup = new Map<object, unknown>([
    [sharedBlock, groups[1]],
    [sharedFallbackBlock, groups[2]],
    [reactBlock, groups[3]],
  ]);
  return {
    modules: new Set([provideShared, provideReact, consumeShared, consumeReact]),
    chunkGroups: groups,
    chunkGraph: {
      getChunkModulesIterable: (of: FakeChunk) => of.modules,
      getBlockChunkGroup: (block: object) => blockGroup.get(block),
    },
  } as unknown as Compilation;
}

describe('the start-up files of the shell’s page', () => {
  it('are the scripts of ./bootstrap and of the shared copies the shell provides', () => {
    expect(startupScripts(shellCompilation(), './bootstrap')).toEqual([
      '333.6175a17b.js',
      '418.2e5e7836.js',
      '696.efbb7472.js',
    ]);
  });

  it('include their stylesheets, a consumed library’s before the CSS that restyles it', () => {
    expect(startupStylesheets(shellCompilation(), './bootstrap')).toEqual([
      '266.59d75b4e.css',
      '333.e0409271.css',
    ]);
  });
});

describe('the shell’s start-up files (shellStartChunks)', () => {
  const compilation = shellCompilation();
  const groups = compilation.chunkGroups as unknown as { chunks: object[] }[];
  const chunkOf = (group: number, index = 0): object => groups[group]!.chunks[index]!;
  const { startLibraries, startCode } = shellStartChunks(() => compilation);
  const module = (name: string, type = 'javascript/auto') => ({ type, nameForCondition: () => name });

  it('take their modules from the chunks the start-up loads, and from no chunk loaded later', () => {
    // The bootstrap import's chunk, shared's script, react's copy, and shared's fallback copy (never loaded
    // in the shell: its modules join the start-up's files rather than stay behind as a second copy).
    for (const chunk of [chunkOf(0), chunkOf(1), chunkOf(3), chunkOf(2, 1)]) {
      expect(startLibraries.chunks(chunk)).toBe(true);
      expect(startCode.chunks(chunk)).toBe(true);
    }
    // A page loaded later.
    expect(startLibraries.chunks(chunkOf(4))).toBe(false);
    expect(startCode.chunks(chunkOf(4))).toBe(false);
  });

  it('put the libraries in one file and the apps’ own code in the other, and leave stylesheets alone', () => {
    const library = module('/app/node_modules/react-dom/cjs/react-dom-client.production.js');
    const ownCode = module('/app/shared/src/http/http-client.ts');
    const stylesheet = module('/app/shell/src/chrome/Header.module.css', 'css/mini-extract');
    expect([library, ownCode, stylesheet].map((of) => startLibraries.test(of))).toEqual([true, false, false]);
    expect([library, ownCode, stylesheet].map((of) => startCode.test(of))).toEqual([false, true, false]);
    expect([startLibraries.name, startCode.name]).toEqual(['start-libraries', 'start-code']);
  });
});

describe('a remote’s ./app (splittableInRemote)', () => {
  const lazyChunk = (...groups: string[]) =>
    ({ canBeInitial: () => false, groupsIterable: groups.map((name) => ({ name })) }) as never;

  it('is one file: the default groups take no module out of its chunk', () => {
    expect(splittableInRemote(lazyChunk(REMOTE_APP_CHUNK))).toBe(false);
    // A chunk of ./app's group and another's is still ./app's.
    expect(splittableInRemote(lazyChunk('__federation_expose_search_suggestions', REMOTE_APP_CHUNK))).toBe(
      false,
    );
  });

  it('leaves the rest to the defaults: other exposes, the pages ./app loads later, and no initial chunk', () => {
    expect(splittableInRemote(lazyChunk('__federation_expose_search_suggestions'))).toBe(true);
    expect(splittableInRemote(lazyChunk('catalogue-page-title'))).toBe(true);
    expect(
      splittableInRemote({ canBeInitial: () => true, groupsIterable: [{ name: 'main' }] } as never),
    ).toBe(false);
  });
});

describe('FirstLoadPreloadPlugin', () => {
  type Tag = HtmlWebpackPlugin.HtmlTagObject;

  /** The head tags the plugin leaves, given those html-webpack-plugin wrote. */
  async function headTags(
    headTagsBefore: Tag[],
    startScriptIn?: string,
    assetSizes: Record<string, number> = {},
  ): Promise<Tag[]> {
    const compilation = Object.assign(shellCompilation(), {
      // The shell's strings per language, loaded on demand, and a chunk of another name.
      chunks: new Set([
        { name: 'i18n-en', files: new Set(['i18n-en.7b77f570.js']) },
        { name: 'i18n-fr_FR', files: new Set(['i18n-fr_FR.5a126680.js']) },
        { name: 'shell-pages', files: new Set(['shell-pages.5588c14c.js']) },
        { name: undefined, files: new Set(['333.6175a17b.js']) },
      ]),
      outputOptions: { path: startScriptIn },
      getAsset: (name: string) => {
        const size = assetSizes[name];
        return size === undefined ? undefined : { source: { size: () => size } };
      },
    }) as unknown as Compilation;
    const compiler = {
      hooks: { compilation: { tap: (_name: string, run: (of: Compilation) => void) => run(compilation) } },
    } as unknown as Compiler;
    new FirstLoadPreloadPlugin({
      request: './bootstrap',
      publicPath: '/',
      startScript: startScriptIn !== undefined,
    }).apply(compiler);
    const data = await HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.promise({
      headTags: headTagsBefore,
      bodyTags: [],
      outputName: 'index.html',
      publicPath: '/',
      plugin: new HtmlWebpackPlugin(),
    });
    return data.headTags;
  }
  const entry = (): Tag =>
    HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: '/main.161c1ae1.js' });

  it('runs the start-up chunks as async scripts at high priority, and links their stylesheets after them, in cascade order', async () => {
    const tags = await headTags([entry()]);
    // Async: each runs as it arrives, compiled off the main thread while it downloads, and hands its
    // modules to the runtime's list; marked, so that the first script removes one that fails to load.
    const startChunk = (src: string) => ({
      tagName: 'script',
      async: true,
      src,
      fetchpriority: 'high',
      'data-palco-start': true,
    });
    expect(tags.map(({ tagName, attributes }) => ({ tagName, ...attributes }))).toEqual([
      { tagName: 'script', defer: true, src: '/main.161c1ae1.js', fetchpriority: 'high' },
      startChunk('/333.6175a17b.js'),
      startChunk('/418.2e5e7836.js'),
      startChunk('/696.efbb7472.js'),
      // The href is what mini-css-extract-plugin's runtime compares with the public path and file name of
      // a chunk's stylesheet, so it does not load these a second time.
      { tagName: 'link', rel: 'stylesheet', href: '/266.59d75b4e.css' },
      { tagName: 'link', rel: 'stylesheet', href: '/333.e0409271.css' },
    ]);
  });

  it('names the start-up scripts largest first, so that the largest download is not queued behind small ones', async () => {
    const tags = await headTags([entry()], undefined, {
      'main.161c1ae1.js': 93_000,
      '333.6175a17b.js': 87_000,
      '418.2e5e7836.js': 361_000,
      '696.efbb7472.js': 8_700,
    });
    expect(
      tags
        .filter(({ attributes }) => attributes.rel !== 'stylesheet')
        .map(({ attributes }) => attributes.src ?? attributes.href),
    ).toEqual(['/418.2e5e7836.js', '/main.161c1ae1.js', '/333.6175a17b.js', '/696.efbb7472.js']);
    // The entry keeps its attributes wherever it goes: deferred, and fetched at high priority.
    expect(tags[1]).toMatchObject({ tagName: 'script', attributes: { defer: true, fetchpriority: 'high' } });
  });

  it("names the first script first, after the list of the shell's strings per language it reads", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'palco-start-'));
    try {
      // The start script's compilation wrote its file and compressed copies before the shell's build.
      for (const name of ['start.0c1d2e3f.js', 'start.0c1d2e3f.js.br', 'start.0c1d2e3f.js.gz']) {
        writeFileSync(path.join(dist, name), '');
      }
      const [strings, start, main] = await headTags([entry()], dist);
      expect(strings).toMatchObject({
        tagName: 'script',
        attributes: { type: 'application/json', id: 'palco-strings' },
      });
      expect(JSON.parse(String(strings?.innerHTML))).toEqual({
        en: ['/i18n-en.7b77f570.js'],
        fr_FR: ['/i18n-fr_FR.5a126680.js'],
      });
      // Neither async nor deferred: it always runs before the deferred entry script, which takes over from it.
      expect(start?.attributes).toEqual({ src: '/start.0c1d2e3f.js', fetchpriority: 'high' });
      expect(main?.attributes.src).toBe('/main.161c1ae1.js');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('stops the build when the start script was not built first', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'palco-start-'));
    try {
      await expect(headTags([entry()], dist)).rejects.toThrow('expected one start script');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('does not link a stylesheet the page already links', async () => {
    const linked = HtmlWebpackPlugin.createHtmlTagObject('link', {
      href: '/266.59d75b4e.css',
      rel: 'stylesheet',
    });
    const tags = await headTags([entry(), linked]);
    expect(tags.filter(({ attributes }) => attributes.href === '/266.59d75b4e.css')).toHaveLength(1);
    expect(tags.filter(({ attributes }) => attributes.rel === 'stylesheet')).toHaveLength(2);
  });
});

describe('shellFirstLoad', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'palco-first-load-'));
    // As the production build minifies the page: attributes unquoted.
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><style>body{margin:0}</style>' +
        '<script defer src=/main.161c1ae1.js fetchpriority=high></script>' +
        '<script async src=/333.6175a17b.js fetchpriority=high data-palco-start></script>' +
        '<link rel=stylesheet href=/266.59d75b4e.css><link href="/333.e0409271.css" rel="stylesheet">' +
        '<link rel=preload as=fetch crossorigin=use-credentials href=/api/v1/setting></head><body></body></html>',
    );
    const shared = (js: string[], css: string[] = []) => ({
      assets: { js: { sync: js }, css: { sync: css } },
    });
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ shared: [shared(['418.2e5e7836.js']), shared(['696.efbb7472.js'])] }),
    );
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('names the stylesheets the page links and the scripts it runs or preloads, and no other link', () => {
    const { scripts, styles } = shellFirstLoad(dist);
    expect(styles).toEqual(['266.59d75b4e.css', '333.e0409271.css']);
    // The start-up chunk the page runs is loaded by every first visit: the budget counts it.
    expect(scripts).toEqual(['main.161c1ae1.js', '333.6175a17b.js', '418.2e5e7836.js', '696.efbb7472.js']);
  });
});
