import { useEffect } from 'react';
import { useSettings } from '@palco/shared';

/**
 * Starts error reporting once the settings name a DSN (spec section 7). Without one nothing loads, not even
 * the adapter: the checkout's first load stays as it was.
 */
export function useErrorReporting(): void {
  const dsn = useSettings().error_reporting_dsn?.trim();
  useEffect(() => {
    if (!dsn) return;
    void import(/* webpackChunkName: "error-reporting-adapter" */ './error-reporting').then(
      ({ startErrorReporting }) => startErrorReporting(dsn),
    );
  }, [dsn]);
}
