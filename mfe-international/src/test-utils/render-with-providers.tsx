import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { addTranslations, AppProviders } from '@palco/shared';
import { dictionaries } from '../i18n';

/** Renders inside the providers every application gets, with a fresh SWR cache per test. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  addTranslations(dictionaries);
  function Wrapper({ children }: { children: ReactNode }): ReactNode {
    return (
      <AppProviders appName="mfe-international-test">
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </AppProviders>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
