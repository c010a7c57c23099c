import { registerApplication, start, type LifeCycles } from 'single-spa';

type LoadLifecycles = () => Promise<LifeCycles>;

/**
 * Runs a remote alone (its own dev server or dist), mounted on every path as the shell would mount
 * it. `overlays` stands in for the shell's overlay host where the remote's pages need one. The
 * containers are those of the standalone page the webpack factory writes.
 */
export function startStandalone(name: string, load: LoadLifecycles, overlays?: LoadLifecycles): void {
  const container = (id: string): HTMLElement => document.getElementById(id) ?? document.body;
  registerApplication({
    name,
    app: load,
    activeWhen: () => true,
    customProps: { domElement: container('standalone-root') },
  });
  if (overlays) {
    registerApplication({
      name: `${name}-overlays`,
      app: overlays,
      activeWhen: () => true,
      customProps: { domElement: container('standalone-overlays') },
    });
  }
  start();
}
