import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { addTranslations, type LazyDictionaries, translationsReady } from '@palco/shared';

export interface LazyPage<P extends object> {
  /** The page: at once when its code is already in, else its placeholder until the code comes. */
  Page: ComponentType<P>;
  /** Asks for the page's code ahead of the page (a first load of its address, a link pointed at). */
  preload: () => Promise<ComponentType<P>>;
}

type Loading<P extends object> =
  { Ready: ComponentType<P>; error?: undefined } | { Ready?: undefined; error?: Error };

/**
 * A page whose code loads on demand and which can be asked for ahead. Until its code is in, with its
 * `strings` and those its code registered, in the page's language, it shows `Placeholder`; a failed
 * download is thrown to the nearest error boundary, as React.lazy does, and asked for again on the next try.
 *
 * It does not suspend: React holds back what replaces a Suspense fallback until 300 ms after the fallback
 * showed. Through React.lazy, a title page whose code came 10 ms after its skeleton still drew 300 ms
 * later, on a first load as after a click on a card whose code had come while the viewer pointed at it.
 * Here the page replaces its placeholder in the render that follows its code.
 *
 * Whether a mounted page shows its own component is settled once its code is in, so a later render never
 * swaps one component for another (which would remount the page and lose its state).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType,
  strings?: LazyDictionaries,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    // The page's own strings are asked for beside its code, in the page's language, not after it has run.
    if (!pending && strings) addTranslations(strings);
    pending ??= load().then(
      async (component) => {
        // The page waits for its strings, and for any its code registered as it ran (the search's).
        await translationsReady();
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
  function Page(props: P): ReactNode {
    const [loading, setLoading] = useState<Loading<P>>(() => (loaded ? { Ready: loaded } : {}));
    const waiting = !loading.Ready && !loading.error;
    useEffect(() => {
      if (!waiting) return undefined;
      let current = true;
      preload().then(
        (Ready) => current && setLoading({ Ready }),
        (error: unknown) =>
          current && setLoading({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        current = false;
      };
    }, [waiting]);
    if (loading.error) throw loading.error;
    const { Ready } = loading;
    return Ready ? <Ready {...props} /> : <Placeholder />;
  }
  return { Page, preload };
}
