import { type ComponentType, type ReactNode, useLayoutEffect } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { translationsReady } from '../i18n/i18n';
import { AppProviders } from './AppProviders';

/**
 * Where an application draws: the element single-spa hands it (a parcel's), else the one the layout made
 * for it (`single-spa-application:<name>`), else a new one at the end of the page.
 */
function containerOf(props: AppProps & { domElement?: HTMLElement }): HTMLElement {
  if (props.domElement) return props.domElement;
  const id = `single-spa-application:${props.name}`;
  const laidOut = document.getElementById(id);
  if (laidOut) return laidOut;
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

/** Says when React has put the tree into the page, so that mounting ends then and not before. */
function Drawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }): ReactNode {
  useLayoutEffect(onDrawn, [onDrawn]);
  return children;
}

/**
 * Single-spa lifecycles for an application's root component, wrapped in the common providers (whose error
 * boundary keeps a failing screen to its own application). Each remote's `./app` module exports the
 * result. Mounting waits for the current language's strings (an app registers its dictionaries as its code
 * runs, and its strings in the page's language may still be loading) and ends once the app is drawn; an error that
 * no boundary caught fails the mount, which single-spa then reports, rather than leaving it pending.
 */
export function createLifecycles<P extends object>(appName: string, Root: ComponentType<P>): LifeCycles<P> {
  const roots = new Map<string, ReactRoot>();
  return {
    bootstrap: () => Promise.resolve(),
    mount: async (props) => {
      await translationsReady();
      await new Promise<void>((resolve, reject) => {
        const root = createRoot(containerOf(props), {
          onUncaughtError: (error) => {
            console.error(`[${appName}] failed`, error);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        });
        roots.set(props.name, root);
        root.render(
          <Drawn onDrawn={resolve}>
            <AppProviders appName={appName}>
              <Root {...props} />
            </AppProviders>
          </Drawn>,
        );
      });
    },
    unmount: (props) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      return Promise.resolve();
    },
  };
}
