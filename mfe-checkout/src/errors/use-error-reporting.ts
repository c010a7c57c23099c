import { useEffect } from 'react';
import { useSettings } from '@palco/shared';
import { startErrorReporting } from './error-reporting';

/** Starts error reporting once the settings name a DSN (spec section 7); without one, nothing loads. */
export function useErrorReporting(): void {
  const dsn = useSettings().error_reporting_dsn;
  useEffect(() => {
    void startErrorReporting(dsn);
  }, [dsn]);
}
