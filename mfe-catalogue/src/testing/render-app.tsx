import { render, type RenderResult } from '@testing-library/react';
import { start } from 'single-spa';
import { SWRConfig } from 'swr';
import { AppProviders } from '@palco/shared';
import { App } from '../App';
import { type Clock, ClockContext, systemClock } from '../hooks/use-clock';
import { loadRoutedPages } from '../routed-pages';

// As in the page: single-spa watches the history, so that a link followed through it (the catalogue's cards
// and rails, `AppLink`) is heard as a navigation by every app. And the router's pages, which load on demand
// (routed-pages.tsx), have their code in before the tests, as a visit does once it has come, so that a page
// draws in the render that mounts it.
beforeAll(() => {
  start({ urlRerouteOnly: true });
  return loadRoutedPages();
});

export interface RenderAppOptions {
  /** The time the pages see; pages that show what is on air need a fixed one to be tested. */
  clock?: Clock;
}

/**
 * Renders the whole catalogue app at `path`, inside the providers the shell gives it, with a cache
 * of its own so no test sees another's data.
 */
export function renderApp(path: string, { clock = systemClock }: RenderAppOptions = {}): RenderResult {
  window.history.pushState({}, '', path);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders appName="mfe-catalogue">
        <ClockContext value={clock}>
          <App />
        </ClockContext>
      </AppProviders>
    </SWRConfig>,
  );
}

/** A clock stopped at `iso`, e.g. `2026-03-14T20:30:00Z`. */
export function fixedClock(iso: string): Clock {
  const ms = Date.parse(iso);
  return { now: () => ms };
}
