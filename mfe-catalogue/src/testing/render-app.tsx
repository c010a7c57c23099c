import { render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@palco/shared';
import { App } from '../App';

/**
 * Renders the whole catalogue app at `path`, inside the providers the shell gives it, with a cache
 * of its own so no test sees another's data.
 */
export function renderApp(path: string): RenderResult {
  window.history.pushState({}, '', path);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders appName="mfe-catalogue">
        <App />
      </AppProviders>
    </SWRConfig>,
  );
}
