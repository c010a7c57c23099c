import type { AppProps, LifeCycles } from 'single-spa';
import { lazyLifecycles } from './local-apps';

const props = { name: 'palco-shell-pages', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

function fakeApp(calls: string[]): LifeCycles {
  return {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: [async () => void calls.push('mount 1'), async () => void calls.push('mount 2')],
    unmount: async () => void calls.push('unmount'),
  };
}

test('loads the code only when the layout first needs it, and only once', async () => {
  const calls: string[] = [];
  const load = jest.fn(async () => fakeApp(calls));
  const lifecycles = lazyLifecycles(load);
  expect(load).not.toHaveBeenCalled();

  const { bootstrap, mount, unmount } = lifecycles as Record<string, (p: AppProps) => Promise<unknown>>;
  await bootstrap!(props);
  await mount!(props);
  await unmount!(props);
  await mount!(props);

  expect(load).toHaveBeenCalledTimes(1);
  expect(calls).toEqual(['bootstrap', 'mount 1', 'mount 2', 'unmount', 'mount 1', 'mount 2']);
});

test('a failed load fails the lifecycle, so single-spa shows the app as broken', async () => {
  const lifecycles = lazyLifecycles(() => Promise.reject(new Error('chunk failed')));
  const { bootstrap } = lifecycles as Record<string, (p: AppProps) => Promise<unknown>>;
  await expect(bootstrap!(props)).rejects.toThrow('chunk failed');
});
