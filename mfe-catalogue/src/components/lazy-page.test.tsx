import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, useState } from 'react';
import { addTranslations, i18n, useTranslation } from '@palco/shared';
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

function Placeholder(): ReactNode {
  return <p>A carregar</p>;
}

/** Shows the error its children threw, and their next try after "Tentar de novo". */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null; tries: number }> {
  override state = { error: null, tries: 0 };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render(): ReactNode {
    const { error, tries } = this.state;
    if (!error) return <div key={tries}>{this.props.children}</div>;
    return (
      <button type="button" onClick={() => this.setState({ error: null, tries: tries + 1 })}>
        {`Falhou: ${(error as Error).message}. Tentar de novo`}
      </button>
    );
  }
}

describe('lazyPage', () => {
  it('shows its placeholder while its code loads, then the page', async () => {
    const code = deferred<typeof Counter>();
    const { Page } = lazyPage(() => code.promise, Placeholder);
    render(<Page label="Episódios" />);
    expect(screen.getByText('A carregar')).toBeInTheDocument();
    await act(async () => code.resolve(Counter));
    expect(screen.getByRole('button', { name: 'Episódios 0' })).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once its code was asked for ahead and is in', async () => {
    const load = jest.fn(async () => Promise.resolve(Counter));
    const { Page, preload } = lazyPage(load, Placeholder);
    await preload();
    render(<Page label="Episódios" />);
    expect(screen.queryByText('A carregar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Episódios 0' })).toBeInTheDocument();
    // One download, however often it is asked for.
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page that waited for its code as it is when it renders again', async () => {
    const code = deferred<typeof Counter>();
    const { Page } = lazyPage(() => code.promise, Placeholder);
    const { rerender } = render(<Page label="Episódios" />);
    await act(async () => code.resolve(Counter));
    await userEvent.click(screen.getByRole('button', { name: 'Episódios 0' }));
    rerender(<Page label="Temporadas" />);
    expect(screen.getByRole('button', { name: 'Temporadas 1' })).toBeInTheDocument();
  });

  it('asks again on the next try when a download failed', async () => {
    const load = jest
      .fn<Promise<typeof Counter>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Counter);
    const { preload } = lazyPage(load, Placeholder);
    await expect(preload()).rejects.toThrow('ChunkLoadError');
    await expect(preload()).resolves.toBe(Counter);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a failed download to the error boundary, and asks again when the page is tried again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<typeof Counter>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Counter);
    const { Page } = lazyPage(load, Placeholder);
    render(
      <Boundary>
        <Page label="Episódios" />
      </Boundary>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Falhou: ChunkLoadError. Tentar de novo' }),
    );
    expect(await screen.findByRole('button', { name: 'Episódios 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws the page once the strings its code registered have come, in the page’s language', async () => {
    await act(async () => i18n.changeLanguage('en'));
    const english = deferred<Record<string, string>>();
    function Grid(): ReactNode {
      const { t } = useTranslation();
      return <p>{t('TEST_LAZY_GRID')}</p>;
    }
    const { Page } = lazyPage(async () => {
      // As a page's module does when it runs.
      addTranslations({ pt_PT: { TEST_LAZY_GRID: 'Grelha' }, en: () => english.promise, fr_FR: {} });
      return Grid;
    }, Placeholder);
    try {
      render(<Page />);
      await act(async () => undefined);
      expect(screen.getByText('A carregar')).toBeInTheDocument();
      await act(async () => english.resolve({ TEST_LAZY_GRID: 'Grid' }));
      expect(await screen.findByText('Grid')).toBeInTheDocument();
      expect(screen.queryByText('Grelha')).not.toBeInTheDocument();
    } finally {
      await act(async () => i18n.changeLanguage('pt_PT'));
    }
  });

  it('asks for the page’s own strings beside its code, once, and draws the page when both have come', async () => {
    await act(async () => i18n.changeLanguage('en'));
    const code = deferred<() => ReactNode>();
    const english = deferred<Record<string, string>>();
    const loadEnglish = jest.fn(() => english.promise);
    function Title(): ReactNode {
      const { t } = useTranslation();
      return <p>{t('TEST_LAZY_TITLE')}</p>;
    }
    const { Page, preload } = lazyPage(() => code.promise, Placeholder, {
      pt_PT: { TEST_LAZY_TITLE: 'Título' },
      en: loadEnglish,
      fr_FR: {},
    });
    try {
      void preload();
      void preload();
      // Before the code has come: the strings are on their way already, and asked for once.
      expect(loadEnglish).toHaveBeenCalledTimes(1);
      render(<Page />);
      await act(async () => code.resolve(Title));
      expect(screen.getByText('A carregar')).toBeInTheDocument();
      await act(async () => english.resolve({ TEST_LAZY_TITLE: 'Title' }));
      expect(await screen.findByText('Title')).toBeInTheDocument();
      expect(loadEnglish).toHaveBeenCalledTimes(1);
    } finally {
      await act(async () => i18n.changeLanguage('pt_PT'));
    }
  });
});
