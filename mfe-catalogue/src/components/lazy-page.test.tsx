import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';

function Counter({ label }: { label: string }): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>A carregar</p>}>{node}</Suspense>;

describe('lazyPage', () => {
  it('shows the Suspense fallback while its code loads, then the page', async () => {
    const code = deferred<typeof Counter>();
    const { Page } = lazyPage(() => code.promise);
    render(inSuspense(<Page label="Episódios" />));
    expect(screen.getByText('A carregar')).toBeInTheDocument();
    await act(async () => code.resolve(Counter));
    expect(screen.getByRole('button', { name: 'Episódios 0' })).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once its code was asked for ahead and is in', async () => {
    const load = jest.fn(async () => Promise.resolve(Counter));
    const { Page, preload } = lazyPage(load);
    await preload();
    render(inSuspense(<Page label="Episódios" />));
    expect(screen.queryByText('A carregar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Episódios 0' })).toBeInTheDocument();
    // One download, however often it is asked for.
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page mounted through React.lazy as it is when it renders again with its code in', async () => {
    const code = deferred<typeof Counter>();
    const { Page } = lazyPage(() => code.promise);
    const { rerender } = render(inSuspense(<Page label="Episódios" />));
    await act(async () => code.resolve(Counter));
    await userEvent.click(screen.getByRole('button', { name: 'Episódios 0' }));
    rerender(inSuspense(<Page label="Temporadas" />));
    expect(screen.getByRole('button', { name: 'Temporadas 1' })).toBeInTheDocument();
  });

  it('asks again on the next try when a download failed', async () => {
    const load = jest
      .fn<Promise<typeof Counter>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Counter);
    const { preload } = lazyPage(load);
    await expect(preload()).rejects.toThrow('ChunkLoadError');
    await expect(preload()).resolves.toBe(Counter);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
