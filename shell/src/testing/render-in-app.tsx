import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@palco/shared';
import { fakeApi, type FakeApi, type FakeRoutes, ok } from '@palco/shared/testing';

/** Bodies the API answers, by `GET` path (e.g. `/v1/setting`); any other call fails as an unreachable server would. */
export type ApiAnswers = Record<string, unknown>;

let api: FakeApi | null = null;
afterEach(async () => {
  await api?.restore();
  api = null;
});

/**
 * Renders as a single-spa application would (i18n, the viewer's SWR cache, error boundary), with a
 * fresh cache per render and the API replaced, at the HTTP boundary, by fixed answers.
 */
export function renderInApp(ui: ReactElement, answers: ApiAnswers = {}): RenderResult {
  const routes: FakeRoutes = Object.fromEntries(
    Object.entries(answers).map(([path, body]) => [`GET ${path}`, ok(body)]),
  );
  void api?.restore();
  api = fakeApi(routes);
  return render(
    <AppProviders appName="shell-test">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </AppProviders>,
  );
}
