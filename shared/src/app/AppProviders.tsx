import { type ReactNode, useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, useSWRConfig } from 'swr';
import { i18n } from '../i18n/i18n';
import { type SessionState, useSession } from '../session/session-store';
import { getPageSettings, SETTINGS_KEY } from '../settings/settings';
import { ErrorBoundary } from './ErrorBoundary';

const VISITOR = 'visitor';

/** Whose answers a cache holds: the signed-in account and its chosen profile, or a visitor. */
export function viewerScope({ account, profile }: Pick<SessionState, 'account' | 'profile'>): string {
  return account ? `account:${account.id}/profile:${profile?.id ?? 'none'}` : VISITOR;
}

/** After a visitor signs in, every answer of the kept cache is fetched again, now for the viewer. */
function RevalidateOnSignIn({ scope }: { scope: string }): null {
  const { mutate } = useSWRConfig();
  const previous = useRef(scope);
  useEffect(() => {
    if (previous.current === VISITOR && scope !== VISITOR) void mutate(() => true);
    previous.current = scope;
  }, [scope, mutate]);
  return null;
}

/**
 * The data cache rule: every app gets its own SWR cache, and a new one whenever a viewer's session ends
 * or changes hands (sign-out, another account, a profile switch). The app's tree below is mounted afresh
 * with it, so no answer, and no state a screen derived from one (a resume position, a watchlist mark),
 * outlives its viewer. A visitor who signs in keeps the page and what they were doing on it (a watchlist
 * press waiting for the sign-in): a visitor's answers are public, and they are all fetched again.
 * Settings, which do not depend on the viewer, are handed over from the page's one load.
 */
function ViewerCache({ children }: { children: ReactNode }): ReactNode {
  const scope = useSession(viewerScope);
  const [cache, setCache] = useState({ scope, generation: 0 });
  if (cache.scope !== scope) {
    setCache({ scope, generation: cache.scope === VISITOR ? cache.generation : cache.generation + 1 });
  }
  const settings = getPageSettings();
  return (
    <SWRConfig
      key={cache.generation}
      value={{
        provider: () => new Map(),
        shouldRetryOnError: false,
        fallback: settings ? { [SETTINGS_KEY]: settings } : {},
      }}
    >
      <RevalidateOnSignIn scope={scope} />
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
