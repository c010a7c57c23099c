import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AppProviders } from '../app/AppProviders';
import { addTranslations, type Dictionaries, type LazyDictionaries } from '../i18n/i18n';

/**
 * Renders inside the providers every application gets (i18n, SWR, error boundary), with the app's
 * strings registered and a fresh SWR cache per test so no answer leaks between tests. A language given as
 * a loader is not in yet: a test in that language awaits `translationsReady` before it renders.
 */
export function renderWithProviders(
  ui: ReactElement,
  dictionaries?: Dictionaries | LazyDictionaries,
): RenderResult {
  if (dictionaries) addTranslations(dictionaries);
  function Wrapper({ children }: { children: ReactNode }): ReactNode {
    return (
      <AppProviders appName="test">
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </AppProviders>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
