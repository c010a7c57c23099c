import { federationNames, INLINE_REMOTES_ID, remoteAppNames } from '@palco/contracts';
import { listRemotes, resetRemote } from '../remotes/remote-registry';

/** Where a test's remote is deployed: its manifest's address, and its entry beside it. */
export const testManifestUrl = (federationName: string): string =>
  `https://${federationName.replace(/_/g, '-')}.example/mf-manifest.json`;

/**
 * Every remote listed as a deployment lists them, each with a manifest naming its entry, answered by a
 * stand-in for the network at the manifests' addresses (anything else goes to the test's own fetch): what
 * the shell's registry reads before it asks the federation runtime, which the test mocks, for a module.
 * Answers the function that puts the network back.
 */
export async function listRemotesForTest(): Promise<() => void> {
  const listed = Object.fromEntries(
    remoteAppNames.map((app) => [federationNames[app], testManifestUrl(federationNames[app])]),
  );
  const manifests = new Map(
    Object.entries(listed).map(([name, url]) => [
      url,
      { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, globalName: name }, exposes: [] },
    ]),
  );
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const manifest = manifests.get(String(input));
    return manifest ? new Response(JSON.stringify(manifest)) : original(input, init);
  };
  const page = document.implementation.createHTMLDocument('Palco');
  const list = page.createElement('script');
  list.type = 'application/json';
  list.id = INLINE_REMOTES_ID;
  list.textContent = JSON.stringify(listed);
  page.head.append(list);
  await listRemotes(async () => Promise.reject(new Error('the page lists the remotes')), page);
  // A registration left from an earlier test would skip reading the manifest again.
  for (const app of remoteAppNames) resetRemote(app);
  return () => {
    globalThis.fetch = original;
  };
}
