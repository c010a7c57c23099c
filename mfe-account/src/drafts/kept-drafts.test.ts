import { endSession, sessionStore } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import {
  DRAFT_STORAGE_PREFIX,
  forgetAllDrafts,
  forgetDraft,
  restoreDraft,
  trackDraft,
  untrackDraft,
} from './kept-drafts';

const ana = makeAccount({ id: 'acc-ana', email: 'ana@palco.pt' });
const rui = makeAccount({ id: 'acc-rui', email: 'rui@palco.pt' });
const PASSWORDS = { route: '/mudar-password', accountId: ana.id };
const DETAILS = { route: '/profile/account', accountId: ana.id };

function signIn(account = ana): void {
  sessionStore.getState().signIn(`tok-${account.id}`);
  sessionStore.getState().setAccount(account);
}

let forms: symbol[] = [];

/** A form on screen holding `draft`. */
function formOnScreen(
  place: typeof DETAILS,
  draft: Record<string, unknown>,
  memoryOnly: string[] = [],
): symbol {
  const id = Symbol(place.route);
  trackDraft(id, place, { draft, memoryOnly });
  forms.push(id);
  return id;
}

/** Every value the tab's storage holds. */
const stored = (): string => JSON.stringify({ ...sessionStorage, ...localStorage });

afterEach(() => {
  forms.forEach(untrackDraft);
  forms = [];
  forgetAllDrafts();
  sessionStore.getState().clear();
  sessionStorage.clear();
});

describe('drafts kept through an expired session', () => {
  it('keeps a form’s draft for the same account when the session expires, passwords in memory only', async () => {
    signIn();
    const form = formOnScreen(PASSWORDS, { current: 'palco123', password: 'novasenha1', note: 'kept' }, [
      'current',
      'password',
    ]);
    await endSession('expired');
    untrackDraft(form);

    expect(restoreDraft(PASSWORDS)).toBeNull(); // a visitor gets nothing
    expect(stored()).not.toContain('palco123');
    expect(stored()).not.toContain('novasenha1');
    expect(stored()).toContain('kept');

    signIn();
    expect(restoreDraft(PASSWORDS)).toEqual({ current: 'palco123', password: 'novasenha1', note: 'kept' });
  });

  it('after a reload, gives back only what storage may hold', async () => {
    signIn();
    formOnScreen(DETAILS, { fullName: 'Joana Conceição', pin: '1357' }, ['pin']);
    await endSession('expired');

    // single-spa, loaded a second time in one page, says so; a real reload starts it once.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await jest.isolateModulesAsync(async () => {
      // A new page: the modules load again, with nothing in memory, and the tab's storage as it was.
      const shared = await import('@palco/shared');
      const reloaded = await import('./kept-drafts');
      expect(shared.sessionStore.getState().token).toBeNull();
      expect(reloaded.restoreDraft(DETAILS)).toBeNull();
      shared.sessionStore.getState().signIn('tok-again');
      shared.sessionStore.getState().setAccount(ana);
      expect(reloaded.restoreDraft(DETAILS)).toEqual({ fullName: 'Joana Conceição' });
    });
    warn.mockRestore();
  });

  it('keeps nothing when the viewer signs out, and drops what was kept', async () => {
    signIn();
    formOnScreen(DETAILS, { fullName: 'Joana Conceição' });
    await endSession('expired');
    signIn();
    expect(restoreDraft(DETAILS)).not.toBeNull();

    formOnScreen(PASSWORDS, { password: 'novasenha1' }, ['password']);
    await endSession('signed-out');
    signIn();
    expect(restoreDraft(DETAILS)).toBeNull();
    expect(restoreDraft(PASSWORDS)).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_STORAGE_PREFIX))).toEqual([]);
  });

  it('drops one account’s drafts when another signs in', async () => {
    signIn();
    formOnScreen(DETAILS, { fullName: 'Joana Conceição' });
    formOnScreen(PASSWORDS, { password: 'novasenha1' }, ['password']);
    await endSession('expired');

    signIn(rui);
    expect(restoreDraft({ ...DETAILS, accountId: rui.id })).toBeNull();
    expect(stored()).not.toContain('Joana');
    sessionStore.getState().clear();
    signIn();
    expect(restoreDraft(DETAILS)).toBeNull();
    expect(restoreDraft(PASSWORDS)).toBeNull();
  });

  it('keeps nothing from a form with nothing to lose, nor when a stored token is refused at start', async () => {
    signIn();
    const form = Symbol('clean');
    trackDraft(form, DETAILS, null);
    await endSession('expired');
    signIn();
    expect(restoreDraft(DETAILS)).toBeNull();

    formOnScreen(DETAILS, { fullName: 'Joana Conceição' });
    await endSession('restore-failed');
    signIn();
    expect(restoreDraft(DETAILS)).toBeNull();
  });

  it('follows the form that took a draft back, and forgets it once saved or undone', async () => {
    signIn();
    formOnScreen(DETAILS, { fullName: 'Joana' });
    await endSession('expired');
    signIn();

    const form = formOnScreen(DETAILS, { fullName: 'Joana Conceição' });
    untrackDraft(form); // e.g. the profile choice before coming back
    expect(restoreDraft(DETAILS)).toEqual({ fullName: 'Joana Conceição' });

    trackDraft(Symbol('undone'), DETAILS, null);
    expect(restoreDraft(DETAILS)).toBeNull();

    formOnScreen(DETAILS, { fullName: 'Joana' });
    await endSession('expired');
    signIn();
    forgetDraft(DETAILS);
    expect(restoreDraft(DETAILS)).toBeNull();
  });
});
