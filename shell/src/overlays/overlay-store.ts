import type { DialogPayload, LoginPopupProps, SubscriptionPopupProps } from '@palco/contracts';
import type { ComponentType } from 'react';
import { createStore } from 'zustand/vanilla';

export interface ToastState {
  id: number;
  message: string;
  kind: 'success' | 'error' | 'info';
}

export interface OverlayState {
  login:
    | (Pick<LoginPopupProps, 'redirectTo' | 'initialView' | 'email'> & {
        component: ComponentType<LoginPopupProps>;
      })
    | null;
  /** The checkout's subscription popup, while open. */
  subscribe: { component: ComponentType<SubscriptionPopupProps> } | null;
  dialog: (DialogPayload & { kind: 'error' | 'info'; okOpensLogin?: boolean }) | null;
  toast: ToastState | null;
  /** A route-level error (e.g. an unknown guard name) shown over the content. */
  routeError: 500 | null;
}

/** What the overlay host shows; the shell's own client state, never server data. */
export const overlayStore = createStore<OverlayState>()(() => ({
  login: null,
  subscribe: null,
  dialog: null,
  toast: null,
  routeError: null,
}));
