import { act, screen } from '@testing-library/react';
import type { Avatar, Profile, Restriction } from '@palco/contracts';
import { changeLocale, type Dictionaries, sessionStore } from '@palco/shared';
import {
  type FakeApi,
  type FakeRoutes,
  fakeApi,
  ok,
  reply,
  renderWithProviders,
} from '@palco/shared/testing';
import { App } from '../../App';
import { FAMILY_PIN, family, familyProfiles } from '../../testing/family';
import { accountDictionaries } from '../../testing/dictionaries';
import { forgetDrafts, LoginPopupHost } from '../../testing/session-expiry';
import { profilesDictionaries } from '../profiles-i18n';
import { forgetAllPins } from '../unlocked-pins';

// The family account of testing/family.ts as the profile calls see it, for the profile-management pages'
// tests: its avatars, restriction levels, Tiago's PIN checked, and every string the pages load.

export const avatars: Avatar[] = [
  { id: 'av-01', name: 'Raposa', url: '/api/images/avatar/av-01.svg' },
  { id: 'av-02', name: 'Coruja', url: '/api/images/avatar/av-02.svg' },
  { id: 'av-03', name: 'Golfinho', url: '/api/images/avatar/av-03.svg' },
  { id: 'av-04', name: 'Tartaruga', url: '/api/images/avatar/av-04.svg' },
];

export const restrictions: Restriction[] = [
  { id: 'M6', name: 'M/6', message: 'PROFILE_RESTRICTION_M6', value: 6 },
  { id: 'M12', name: 'M/12', message: 'PROFILE_RESTRICTION_M12', value: 12 },
  { id: 'M16', name: 'M/16', message: 'PROFILE_RESTRICTION_M16', value: 16 },
];

export const wrongPin = reply(403, {
  code: 'invalid_pin',
  message: 'O PIN não está correto.',
  error: 'Forbidden',
});

/** The body a request carried, as an object. */
export const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/** The family's profile calls: the list (`profiles`), avatars, levels, and Tiago's PIN checked. */
export function familyApi(extra: FakeRoutes = {}, profiles: Profile[] = familyProfiles): FakeRoutes {
  return {
    'GET /v1/profiles': ok({ profiles }),
    'GET /v1/account': ok(family),
    'GET /v1/avatars': ok({ avatars }),
    'GET /v1/content/restriction': ok({ restrictions }),
    'POST /v1/profile/pin/validate': (request) =>
      bodyOf(request.body).code === FAMILY_PIN ? ok({ ok: true }) : wrongPin,
    ...extra,
  };
}

export const pageDictionaries: Dictionaries = {
  pt_PT: { ...accountDictionaries.pt_PT, ...profilesDictionaries.pt_PT },
  en: { ...accountDictionaries.en, ...profilesDictionaries.en },
  fr_FR: { ...accountDictionaries.fr_FR, ...profilesDictionaries.fr_FR },
};

let api: FakeApi | null = null;

/**
 * Opens `path` in the account app with `routes` answering; the session is the test's to set first. With
 * `withLoginPopup`, the account popup opens on `overlay:open` as the shell's overlay host opens it.
 */
export function openPage(path: string, routes: FakeRoutes, withLoginPopup = false): FakeApi {
  window.history.pushState({}, '', path);
  api = fakeApi(routes);
  renderWithProviders(
    <>
      <App />
      {withLoginPopup && <LoginPopupHost />}
    </>,
    pageDictionaries,
  );
  return api;
}

/** Between tests: no fake, no session, no kept PIN or draft, the page at home and in Portuguese. */
export async function cleanUp(): Promise<void> {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  forgetAllPins();
  await forgetDrafts();
  window.history.pushState({}, '', '/');
  await act(() => changeLocale('pt_PT'));
}

/** single-spa's question before a navigation, as the header's links and the back button raise it. */
export async function navigateAway(path: string): Promise<jest.Mock> {
  const cancelNavigation = jest.fn();
  await act(async () => {
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { newUrl: `${window.location.origin}${path}`, cancelNavigation },
      }),
    );
  });
  return cancelNavigation;
}

/**
 * What single-spa does after `navigateToUrl` on the assembled site (it is not started in these tests): a
 * popstate, so the app's router shows the page the viewer was sent to.
 */
export async function followNavigation(): Promise<void> {
  await act(async () => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
}

/** The four boxes of the PIN group named `name`. */
export function pinBoxesOf(name: string): HTMLInputElement[] {
  const group = screen.getByRole('group', { name });
  return Array.from(group.querySelectorAll('input'));
}

/** What a field's `aria-describedby` reads out. */
export const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
