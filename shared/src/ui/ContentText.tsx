import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The language of the API's own texts (titles, synopses, rail and channel names, labels, genres): the
 * catalogue is written only in European Portuguese, and the API sends no translation of them (contracts'
 * entities have no localized field).
 */
export const CONTENT_LANG = 'pt-PT';

/**
 * The `lang` an element showing API text needs: none while the interface is Portuguese (the page's own
 * language), Portuguese otherwise, so a screen reader reading in English or French switches voice.
 */
export function contentLang(interfaceLanguage: string): string | undefined {
  return interfaceLanguage.toLowerCase().startsWith('pt') ? undefined : CONTENT_LANG;
}

/** `lang={useContentLang()}` on the element that holds only API text. */
export function useContentLang(): string | undefined {
  const { i18n } = useTranslation();
  return contentLang(i18n.language);
}

/** API text inside a translated sentence or heading, marked with its language when it differs. */
export function ContentText({ children }: { children: ReactNode }): ReactNode {
  return <span lang={useContentLang()}>{children}</span>;
}
