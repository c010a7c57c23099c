import type { Account, Profile } from './account-entities';
import type { LoginPopupView } from './remotes';

/**
 * The typed event map of the session bus (mitt). Names are namespaced by owner, like
 * `session:changed`; payloads are plain data so any team can emit or listen.
 */
export type OverlayName = 'login' | 'subscribe' | 'error' | 'info';

export interface DialogPayload {
  title: string;
  message: string;
  /** Values for %1%, %2%, ... placeholders in the message. */
  params?: string[];
  /** When true, OK does not send the viewer home (spec section 8). */
  cleanError?: boolean;
}

export type SessionEndReason = 'signed-out' | 'expired' | 'restore-failed';

export type PalcoEvents = {
  /** Account or profile changed (sign-in, sign-out, profile switch, account reload). */
  'session:changed': { account: Account | null; profile: Profile | null };
  /**
   * The session ended, always through shared's `endSession`: the viewer signed out (any app's logout,
   * or the `/logout` address), the server refused the token (401), or a stored token could not be restored.
   * Token, account, profile and every app's cache of the previous viewer are gone when this fires.
   */
  'session:ended': { reason: SessionEndReason };
  /** The server answered 423: a profile must be chosen or a subscription is needed (spec section 8). */
  'session:locked': { reason: 'profile_not_chosen' | 'subscription_required' };
  /**
   * Ask the shell's overlay host to open a popup: the account popup (`initialView: 'register'` opens
   * sign-up; `email` prefills its forms), or the checkout's subscription popup (spec section 4: after
   * completing a profile, after a time limit, from the header).
   */
  'overlay:open':
    | { name: 'login'; redirectTo?: string; initialView?: LoginPopupView; email?: string }
    | { name: 'subscribe' };
  'overlay:close': { name: OverlayName };
  /** Generic error dialog ('AVISO'). */
  'dialog:error': DialogPayload;
  'dialog:info': DialogPayload;
  /** A toast that hides after 3 s (spec section 4). */
  'toast:show': { message: string; kind?: 'success' | 'error' | 'info' };
  /** Page-view analytics, pushed 250 ms after a route change. */
  'analytics:page-view': { path: string; title: string };
  /**
   * Any other analytics event (e.g. spec section 4's 'enter with operator'): the shell pushes it to the tag
   * manager's data layer, each value cut to `ANALYTICS_STRING_MAX` characters.
   */
  'analytics:event': { event: string; params?: Record<string, string> };
  /** The player saved progress for an item. */
  'player:progress-saved': { itemId: string; progress: number };
  /** Ask the header to close its search box. */
  'catalogue:close-search': Record<string, never>;
};
export type PalcoEventName = keyof PalcoEvents;
