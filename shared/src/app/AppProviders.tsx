import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '../i18n/i18n';
import { swrFetcher } from '../runtime';
import { ErrorBoundary } from './ErrorBoundary';

/** The providers every application renders inside: translations, the SWR cache and an error boundary. */
export function AppProviders({ appName, children }: { appName: string; children: ReactNode }): ReactNode {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false }}>
        <ErrorBoundary appName={appName}>{children}</ErrorBoundary>
      </SWRConfig>
    </I18nextProvider>
  );
}
