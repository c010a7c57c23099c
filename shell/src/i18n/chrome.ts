import type { LazyDictionaries } from '@palco/shared';

/**
 * Strings of the shell's header, footer, error page, static pages' titles, skip link and default tab titles
 * (the consent manager's come with its code: chrome/consent-i18n.ts).
 * Long copy keeps its paragraphs apart with a blank line ("\n\n"); the pages render each as its own
 * paragraph.
 */
export const chromeDictionaries: LazyDictionaries = {
  pt_PT: () =>
    import(/* webpackChunkName: "i18n-pt_PT" */ './chrome.pt_PT').then((module) => module.chromePtPT),
  en: () => import(/* webpackChunkName: "i18n-en" */ './chrome.en').then((module) => module.chromeEn),
  fr_FR: () =>
    import(/* webpackChunkName: "i18n-fr_FR" */ './chrome.fr_FR').then((module) => module.chromeFrFR),
};
