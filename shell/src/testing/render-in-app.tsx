import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@palco/shared';

/** Answers for SWR keys (API paths); a key without an answer fails as an unreachable server would. */
export type ApiAnswers = Record<string, unknown>;

/**
 * Renders as a single-spa application would (i18n, SWR, error boundary), with a fresh SWR cache per
 * render and the API replaced by fixed answers.
 */
export function renderInApp(ui: ReactElement, answers: ApiAnswers = {}): RenderResult {
  const fetcher = async (key: string): Promise<unknown> => {
    if (key in answers) return answers[key];
    throw new Error(`no answer for ${key}`);
  };
  return render(
    <AppProviders appName="shell-test">
      <SWRConfig value={{ provider: () => new Map(), fetcher, dedupingInterval: 0 }}>{ui}</SWRConfig>
    </AppProviders>,
  );
}
