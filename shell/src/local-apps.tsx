import { createLifecycles } from '@palco/shared';
import type { LifeCycles } from 'single-spa';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { ShellPages } from './pages/ShellPages';
import { SHELL_FOOTER, SHELL_HEADER, SHELL_PAGES } from './routing/build-layout';

/** The shell's own applications: chrome and static pages, mounted by the layout like any remote. */
export const localApps: Record<string, LifeCycles> = {
  [SHELL_HEADER]: createLifecycles(SHELL_HEADER, Header),
  [SHELL_FOOTER]: createLifecycles(SHELL_FOOTER, Footer),
  [SHELL_PAGES]: createLifecycles(SHELL_PAGES, ShellPages),
};
