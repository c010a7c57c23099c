import type { SessionEndReason } from '@palco/contracts';
import { bus } from '../events/bus';
import { changeLocale, DEFAULT_LOCALE } from '../i18n/i18n';
import { sessionStore } from './session-store';

let restoring = 0;

/**
 * Runs the start-up restore of a stored token. A 401 during it is the restore failing, which ends the
 * session silently as 'restore-failed' (spec section 4), not as an expiry that asks the viewer to sign in.
 */
export async function duringRestore<T>(restore: () => Promise<T>): Promise<T> {
  restoring += 1;
  try {
    return await restore();
  } finally {
    restoring -= 1;
  }
}

/**
 * The one way a session ends, whatever ended it (logout in any app, a 401, a token that cannot be
 * restored): token, account and profile are cleared — which also drops every app's cached answers, as
 * those are scoped to the viewer (see `AppProviders`) — the language returns to pt_PT (spec section 4),
 * and `session:ended` tells the shell where to go and what to show.
 */
export async function endSession(reason: SessionEndReason): Promise<void> {
  if (reason === 'expired' && restoring > 0) return;
  sessionStore.getState().clear();
  await changeLocale(DEFAULT_LOCALE);
  bus.emit('session:ended', { reason });
}
