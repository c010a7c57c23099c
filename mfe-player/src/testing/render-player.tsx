import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { addTranslations, i18n, I18nextProvider } from '@palco/shared';
import { EngineFactoryContext } from '../engine/engine-factory-context';
import type { EngineFactory } from '../engine/PlayerEngine';
import { dictionaries } from './dictionaries';
import { PlayerRoutes } from '../PlayerRoutes';

addTranslations(dictionaries);

/** Empties the page-wide SWR cache the player shares with the other apps; call after each test. */
export async function clearSwrCache(): Promise<void> {
  // SWR finishes a request and forgets it a macrotask after the response; clearing before that would
  // leave the next test waiting on a request SWR then discards.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await mutate(() => true, undefined, { revalidate: false });
}

/** Renders the player's routes at `path` inside the providers the shell gives it, with the given engine factory. */
export function renderPlayer(path: string, factory: EngineFactory): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ shouldRetryOnError: false, dedupingInterval: 0 }}>
        <EngineFactoryContext.Provider value={factory}>
          <MemoryRouter initialEntries={[path]}>
            <PlayerRoutes />
          </MemoryRouter>
        </EngineFactoryContext.Provider>
      </SWRConfig>
    </I18nextProvider>,
  );
}
