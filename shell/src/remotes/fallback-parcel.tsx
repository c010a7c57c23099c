import type { RemoteAppName } from '@palco/contracts';
import { AppProviders } from '@palco/shared';
import { createRoot, type Root } from 'react-dom/client';
import { triggerAppChange, type ParcelConfig } from 'single-spa';
import { resetRemote } from './remote-registry';
import { RemoteFallback } from './RemoteFallback';

interface FallbackProps {
  domElement?: HTMLElement;
}

/** single-spa-layout error parcel for one remote: the translated fallback with a retry button. */
export function createFallbackParcel(app: RemoteAppName): ParcelConfig<FallbackProps> {
  let root: Root | null = null;
  const retry = (): void => {
    resetRemote(app);
    // single-spa retries an application in LOAD_ERROR on the next routing pass.
    window.setTimeout(() => void triggerAppChange(), 250);
  };
  return {
    name: `${app}-fallback`,
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (!props.domElement) return;
      root = createRoot(props.domElement);
      root.render(
        <AppProviders appName="shell">
          <RemoteFallback appName={app} onRetry={retry} />
        </AppProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
