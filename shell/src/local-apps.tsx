import { addTranslations, createLifecycles } from '@palco/shared';
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { SHELL_FOOTER, SHELL_HEADER, SHELL_PAGES } from './routing/build-layout';

/** single-spa accepts a lifecycle as one function or as an array run in order. */
function runAll(
  lifecycle: LifeCycleFn<object> | Array<LifeCycleFn<object>>,
  props: AppProps,
): Promise<unknown> {
  const steps = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  return steps.reduce<Promise<unknown>>(
    (previous, step) => previous.then(() => step(props)),
    Promise.resolve(),
  );
}

/**
 * Lifecycles whose code loads the first time the layout mounts them: the shell's own pages (and the
 * router they use) are not part of a first visit to a remote's route.
 */
export function lazyLifecycles(load: () => Promise<LifeCycles>): LifeCycles {
  let loading: Promise<LifeCycles> | undefined;
  const loaded = (): Promise<LifeCycles> => (loading ??= load());
  return {
    bootstrap: async (props) => runAll((await loaded()).bootstrap, props),
    mount: async (props) => runAll((await loaded()).mount, props),
    unmount: async (props) => runAll((await loaded()).unmount, props),
  };
}

/** The shell's own applications: chrome and static pages, mounted by the layout like any remote. */
export const localApps: Record<string, LifeCycles> = {
  [SHELL_HEADER]: createLifecycles(SHELL_HEADER, Header),
  [SHELL_FOOTER]: createLifecycles(SHELL_FOOTER, Footer),
  [SHELL_PAGES]: lazyLifecycles(async () => {
    const [{ ShellPages }, { pagesDictionaries }] = await Promise.all([
      import(/* webpackChunkName: "shell-pages" */ './pages/ShellPages'),
      import(/* webpackChunkName: "shell-pages" */ './i18n/pages'),
    ]);
    addTranslations(pagesDictionaries);
    return createLifecycles(SHELL_PAGES, ShellPages);
  }),
};
