import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { type DraftFields, forgetDraft, restoreDraft, trackDraft, untrackDraft } from './kept-drafts';

export interface KeptDraftOptions<T> {
  /** The signed-in account the form is filled for; null keeps nothing (a form not of the session's account). */
  accountId: string | null;
  /** The page's path, with what the page is about when it serves several (`/profile/edit?id=p-tiago`). */
  route: string;
  /** Whether the draft holds something the viewer would lose: a change not saved, something typed. */
  worthKeeping: (draft: T) => boolean;
  /** Fields kept in memory only, never written to storage: passwords, PINs, one-time codes. */
  memoryOnly?: readonly (keyof T & string)[];
}

export interface KeptDraft<T> {
  draft: T;
  setDraft: Dispatch<SetStateAction<T>>;
  /** Drops what is kept for this form: it was saved, or the viewer left it on purpose. */
  forget: () => void;
}

const NONE: readonly string[] = [];

/** `base` with the fields `back` holds for it, where they are of the same kind (storage may be stale). */
function takeBack<T extends object>(base: T, back: DraftFields): T {
  const merged = { ...base } as DraftFields;
  for (const [field, value] of Object.entries(base)) {
    const kept = back[field];
    if (kept === undefined) continue;
    if (kept === null || value === null || typeof kept === typeof value) merged[field] = kept;
  }
  return merged as T;
}

/**
 * An account form's state, kept through an expired session (see `kept-drafts`): the draft starts as what
 * the same account left on this page when its session expired, else as `initial()`, and while the form is
 * on screen what it holds is ready to be kept should the session expire. Saving, or leaving on purpose,
 * calls `forget`.
 */
export function useKeptDraft<T extends object>(initial: () => T, options: KeptDraftOptions<T>): KeptDraft<T> {
  const { accountId, route, worthKeeping, memoryOnly = NONE } = options;
  const [id] = useState(() => Symbol(route));
  const [draft, setDraft] = useState<T>(() => {
    const base = initial();
    const back = accountId === null ? null : restoreDraft({ accountId, route });
    return back ? takeBack(base, back) : base;
  });
  const worth = accountId !== null && worthKeeping(draft);

  useEffect(() => {
    if (accountId === null) return;
    trackDraft(id, { accountId, route }, worth ? { draft: draft as DraftFields, memoryOnly } : null);
  }, [id, accountId, route, draft, worth, memoryOnly]);
  useEffect(() => () => untrackDraft(id), [id]);

  const forget = useCallback(() => {
    if (accountId !== null) forgetDraft({ accountId, route });
  }, [accountId, route]);
  return { draft, setDraft, forget };
}
