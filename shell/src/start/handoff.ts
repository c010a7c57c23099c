/**
 * What the page's first script (`start.js`, built from this folder) hands the shell's code when it runs: the
 * answer to the page remote's manifest it asked for, so that the federation runtime does not ask for it
 * again. A property of the window, because the two are separate builds: the first script carries no
 * federation runtime and no shared library, and arrives long before the shell's code.
 */
export interface StartHandoff {
  /** Manifest URL → the answer the first script received (undefined when it failed or was not asked). */
  manifests: Map<string, Promise<Response | undefined>>;
}

declare global {
  interface Window {
    palcoStart?: StartHandoff;
  }
}

/** The handoff of this page, created by the first script that asks for it. */
export function startHandoff(win: Window = window): StartHandoff {
  win.palcoStart ??= { manifests: new Map() };
  return win.palcoStart;
}

/** Whether the page's first script has run in this page (it has not on a development server). */
export function hasStarted(win: Window = window): boolean {
  return win.palcoStart !== undefined;
}

/**
 * The answer to a manifest URL the first script already asked for, once: later requests (a reload of a
 * failed remote) go to the network. A failed early request hands over nothing, and the runtime asks itself.
 */
export function takeEarlyManifest(
  url: string,
  win: Window = window,
): Promise<Response | undefined> | undefined {
  const manifests = win.palcoStart?.manifests;
  const answer = manifests?.get(url);
  manifests?.delete(url);
  return answer;
}
