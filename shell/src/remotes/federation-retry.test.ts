import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  FEDERATION_RETRY_DELAY_MS,
  federationRetryPlugin,
  fetchManifest,
  isRetriedStatus,
  type FederationRetryOptions,
  type ManifestFetchOptions,
} from './federation-retry';

const MANIFEST_URL = 'https://catalogue.example/mf-manifest.json';

/** `fetchManifest` as the registry calls it for a remote's manifest. */
function readWith(options: ManifestFetchOptions): (url: string) => Promise<Response> {
  return (url) => fetchManifest(url, {}, options);
}

const immediately = async (): Promise<void> => Promise.resolve();

describe('asking for a remote’s manifest', () => {
  it('answers with the third try when the first two are lost to the network', async () => {
    const manifest = new Response('{"name":"mfe_catalogue"}', { status: 200 });
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(manifest);
    const wait = jest.fn(immediately);
    await expect(readWith({ fetchImpl, wait })(MANIFEST_URL)).resolves.toBe(manifest);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(fetchImpl).toHaveBeenCalledWith(MANIFEST_URL, {});
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(FEDERATION_RETRY_DELAY_MS);
  });

  it('gives the caller the network error when every try is lost', async () => {
    const fetchImpl = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(readWith({ fetchImpl, wait: immediately })(MANIFEST_URL)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('answers a 404 at once: the manifest is not there, and asking again will not change that', async () => {
    const missing = new Response('', { status: 404 });
    const fetchImpl = jest.fn(async () => Promise.resolve(missing));
    const wait = jest.fn(immediately);
    await expect(readWith({ fetchImpl, wait })(MANIFEST_URL)).resolves.toBe(missing);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('asks again after a 503, and answers the last reply when the server stays down', async () => {
    const fetchImpl = jest.fn(async () => Promise.resolve(new Response('', { status: 503 })));
    const answer = await readWith({ fetchImpl, wait: immediately })(MANIFEST_URL);
    expect(answer.status).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('retries the answers a new try can change, and no others', () => {
    expect([500, 502, 503, 504, 429, 408].every(isRetriedStatus)).toBe(true);
    expect([200, 304, 400, 401, 403, 404, 410].some(isRetriedStatus)).toBe(false);
  });

  it("hands over the manifest the page's first script asked for, without a request", async () => {
    const early = new Response('{}', { status: 200 });
    const takeKnownResponse = jest.fn((url: string) =>
      url === MANIFEST_URL ? Promise.resolve(early) : undefined,
    );
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    await expect(readWith({ fetchImpl, takeKnownResponse })(MANIFEST_URL)).resolves.toBe(early);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks the network itself when the first script got no answer', async () => {
    const manifest = new Response('{}', { status: 200 });
    const fetchImpl = jest.fn(async () => Promise.resolve(manifest));
    const takeKnownResponse = () => Promise.resolve(undefined);
    await expect(readWith({ fetchImpl, takeKnownResponse })(MANIFEST_URL)).resolves.toBe(manifest);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('waits half a second between tries and leaves no timer behind once answered', async () => {
    jest.useFakeTimers();
    try {
      const manifest = new Response('{}', { status: 200 });
      const fetchImpl = jest
        .fn<Promise<Response>, Parameters<typeof fetch>>()
        .mockResolvedValueOnce(new Response('', { status: 502 }))
        .mockResolvedValueOnce(manifest);
      const answer = readWith({ fetchImpl })(MANIFEST_URL);
      await jest.advanceTimersByTimeAsync(FEDERATION_RETRY_DELAY_MS - 1);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toBe(manifest);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** How the runtime reports a remote entry script that did not arrive (runtime-core utils/load.js). */
const entryLost = (name: string): Error =>
  new Error(`[ Federation Runtime ]: RUNTIME-008: Failed to load script resources. #${name}`);

type Container = { init: jest.Mock; get: jest.Mock };

function container(get: jest.Mock = jest.fn(async () => () => ({ mount: 'app' }))): Container {
  return { init: jest.fn(), get };
}

/**
 * A federation runtime with the retry plugin and one remote whose entry "loads" through `loadEntry`
 * (the hook the runtime asks before it adds a `<script>`): each call answers the next outcome.
 */
function runtimeWith(
  name: string,
  outcomes: (Container | Error)[],
  options: FederationRetryOptions = { wait: immediately },
) {
  const loadEntry = jest.fn(async () => {
    const next = outcomes.shift();
    if (!next) throw new Error('no more outcomes');
    if (next instanceof Error) throw next;
    return next;
  });
  const network: ModuleFederationRuntimePlugin = { name: 'test-network', loadEntry };
  const instance = createInstance({
    name: `host_${name}`,
    remotes: [{ name, entry: `https://${name}.example/remoteEntry.js` }],
    plugins: [federationRetryPlugin(options), network],
  });
  return { instance, loadEntry };
}

describe('loading a remote’s entry script', () => {
  it('loads the entry again after it failed to arrive, and the remote starts', async () => {
    const { instance, loadEntry } = runtimeWith('entry_recovers', [
      entryLost('entry_recovers'),
      entryLost('entry_recovers'),
      container(),
    ]);
    await expect(instance.loadRemote('entry_recovers/app')).resolves.toEqual({ mount: 'app' });
    expect(loadEntry).toHaveBeenCalledTimes(3);
  });

  it('gives up after two more tries with the runtime’s own error, which the remote’s error UI shows', async () => {
    const { instance, loadEntry } = runtimeWith('entry_gone', [
      entryLost('entry_gone'),
      entryLost('entry_gone'),
      entryLost('entry_gone'),
      container(),
    ]);
    await expect(instance.loadRemote('entry_gone/app')).rejects.toThrow('RUNTIME-008');
    expect(loadEntry).toHaveBeenCalledTimes(3);
  });

  it('lets a request made between two tries wait for them rather than load the entry itself', async () => {
    let resume = (): void => undefined;
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let pausing = (): void => undefined;
    const secondPause = new Promise<void>((resolve) => {
      pausing = resolve;
    });
    // The first pause passes at once; the second, after the first new try failed too, holds until released.
    const wait = jest
      .fn(async () => {
        pausing();
        return paused;
      })
      .mockImplementationOnce(immediately);
    const name = 'entry_shared';
    const { instance, loadEntry } = runtimeWith(
      name,
      [entryLost(name), entryLost(name), container(), container()],
      { wait },
    );
    const first = instance.loadRemote(`${name}/app`);
    await secondPause;
    const second = instance.loadRemote(`${name}/app`);
    // The second request gets as far as asking for the entry before the pause ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    resume();
    await expect(Promise.all([first, second])).resolves.toEqual([{ mount: 'app' }, { mount: 'app' }]);
    expect(loadEntry).toHaveBeenCalledTimes(3);
  });

  it('does not load again an entry that arrived but failed otherwise', async () => {
    const plugin = federationRetryPlugin({ wait: immediately });
    const getRemoteEntry = jest.fn(async () => Promise.reject(new Error('ScriptExecutionError: boom')));
    const hook = plugin.loadEntryError as (args: unknown) => Promise<unknown>;
    await expect(
      hook({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading: {}, uniqueKey: 'k' }),
    ).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});

describe('loading an exposed module’s chunks', () => {
  const chunkLost = (): Error =>
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

  it('asks the container again for a module whose chunk failed to load', async () => {
    const get = jest
      .fn()
      .mockRejectedValueOnce(chunkLost())
      .mockResolvedValueOnce(() => ({ mount: 'app' }));
    const { instance } = runtimeWith('chunk_recovers', [container(get)]);
    await expect(instance.loadRemote('chunk_recovers/app')).resolves.toEqual({ mount: 'app' });
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith('./app');
  });

  it('gives up with the chunk error after two more tries', async () => {
    const get = jest.fn(async () => Promise.reject(chunkLost()));
    const { instance } = runtimeWith('chunk_gone', [container(get)]);
    await expect(instance.loadRemote('chunk_gone/app')).rejects.toThrow('Loading chunk 42 failed.');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('does not ask again for a module the remote does not expose', async () => {
    const get = jest.fn(async () =>
      Promise.reject(new Error('Module "./nope" does not exist in container.')),
    );
    const { instance } = runtimeWith('chunk_unknown', [container(get)]);
    await expect(instance.loadRemote('chunk_unknown/nope')).rejects.toThrow('does not exist');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
