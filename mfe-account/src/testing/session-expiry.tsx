import { type ReactNode, useEffect, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { PalcoEvents, SessionEndReason } from '@palco/contracts';
import { bus } from '@palco/shared';
import { type FakeReply, reply } from '@palco/shared/testing';
import { DRAFT_STORAGE_PREFIX, forgetAllDrafts } from '../drafts/kept-drafts';
import { LoginPopup } from '../login/LoginPopup';

// A session that expires while a form is being saved, and the viewer signing in again, for the account
// pages' tests. The shell's part (the invalid-session dialog, whose OK opens this popup) is the shell's
// overlay tests'; here the popup opens from the page, as the sign-in prompt's button asks for it.

type User = ReturnType<typeof userEvent.setup>;

/** The API refusing a token it no longer knows (the session was revoked or ran out). */
export const sessionExpired: FakeReply = reply(401, {
  code: 401,
  message: 'Unauthorized',
  error: 'Unauthorized',
});

/** The account popup as the shell's overlay host shows it, on `overlay:open {name: 'login'}`. */
export function LoginPopupHost(): ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = (event: PalcoEvents['overlay:open']): void => {
      if (event.name === 'login') setOpen(true);
    };
    bus.on('overlay:open', onOpen);
    return () => bus.off('overlay:open', onOpen);
  }, []);
  return open ? <LoginPopup onClose={() => setOpen(false)} /> : null;
}

/** Every reason a session ended for, from now on. */
export function recordSessionEnds(): { reasons: SessionEndReason[]; stop: () => void } {
  const reasons: SessionEndReason[] = [];
  const onEnded = ({ reason }: PalcoEvents['session:ended']): void => void reasons.push(reason);
  bus.on('session:ended', onEnded);
  return { reasons, stop: () => bus.off('session:ended', onEnded) };
}

/** Waits for the page to ask the signed-out viewer to sign in, and returns the prompt's text. */
export async function signInPromptText(): Promise<string> {
  const prompt = await screen.findByRole('button', { name: 'Entrar' });
  return prompt.parentElement?.textContent ?? '';
}

/** Signs in from the page's prompt with the account popup, as the viewer would, and waits for it to close. */
export async function signInAgain(user: User, email: string, password = 'palco123'): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Entrar' }));
  const popup = await screen.findByRole('dialog', { name: 'Entrar' });
  await user.type(within(popup).getByLabelText('E-mail'), email);
  await user.type(within(popup).getByLabelText('Palavra-passe'), password);
  await user.click(within(popup).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());
}

/** Everything this tab's storage holds, as one string, to look for what must never be written there. */
export function storedText(): string {
  return [localStorage, sessionStorage]
    .flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      }),
    )
    .join('\n');
}

/** The drafts this tab's storage keeps, as `account:route`. */
export function keptDrafts(): string[] {
  return Object.keys(sessionStorage)
    .filter((key) => key.startsWith(DRAFT_STORAGE_PREFIX))
    .map((key) => key.slice(DRAFT_STORAGE_PREFIX.length));
}

/** Between tests: no draft kept in memory or storage. */
export async function forgetDrafts(): Promise<void> {
  await act(async () => forgetAllDrafts());
  sessionStorage.clear();
}
