import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '../i18n/i18n';
import { type SessionState, useSession } from '../session/session-store';
import { getPageSettings, SETTINGS_KEY } from '../settings/settings';
import { ErrorBoundary } from './ErrorBoundary';

/** Whose answers a cache holds: the signed-in account and its chosen profile, or a visitor. */
export function viewerScope({ account, profile }: Pick<SessionState, 'account' | 'profile'>): string {
  return account ? `account:${account.id}/profile:${profile?.id ?? 'none'}` : 'visitor';
}

/**
 * The data cache rule: every app gets its own SWR cache, and a new one whenever the viewer changes
 * (sign-in, sign-out, profile switch). The app's tree below is mounted afresh with it, so no answer,
 * and no state a screen derived from one (a resume position, a watchlist mark), outlives its viewer.
 * Settings, which do not depend on the viewer, are handed over from the page's one load.
 */
function ViewerCache({ children }: { children: ReactNode }): ReactNode {
  const scope = useSession(viewerScope);
  const settings = getPageSettings();
  return (
    <SWRConfig
      key={scope}
      value={{
        provider: () => new Map(),
        shouldRetryOnError: false,
        fallback: settings ? { [SETTINGS_KEY]: settings } : {},
      }}
    >
      {children}
    </SWRConfig>
  );
}

/** The providers every application renders inside: translations, its viewer's data cache, an error boundary. */
export function AppProviders({ appName, children }: { appName: string; children: ReactNode }): ReactNode {
  return (
    <I18nextProvider i18n={i18n}>
      <ViewerCache>
        <ErrorBoundary appName={appName}>{children}</ErrorBoundary>
      </ViewerCache>
    </I18nextProvider>
  );
}
