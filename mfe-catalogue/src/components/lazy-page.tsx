import { type ComponentType, lazy, type ReactNode, useState } from 'react';

export interface LazyPage<P extends object> {
  /** The page: at once when its code is already in, else through React.lazy (its Suspense shows meanwhile). */
  Page: ComponentType<P>;
  /** Asks for the page's code ahead of the page (a first load of its address, a link pointed at). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A page whose code loads on demand, as React.lazy gives, but which can be asked for ahead and then renders
 * without suspending. React.lazy suspends on its first render even when the code is already there, and
 * React holds back what replaces a Suspense fallback until 300 ms after the fallback showed: a title
 * opened from a card whose code had come while the viewer pointed at it still waited those 300 ms.
 *
 * Whether a mounted page renders directly or through React.lazy is decided once, when it mounts, so that a
 * later render never swaps one for the other (which would remount it and lose its state). A failed load
 * is asked for again on the next try.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P): ReactNode {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Page, preload };
}
