import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { contentLang, i18n as pageI18n, useTranslation } from '@palco/shared';

/** What a card needs to write its words: the translator, the interface language, and the `lang` of API text. */
export interface CardText {
  t: TFunction;
  /** The interface locale, as i18next has it (`pt_PT`). */
  language: string;
  /** `lang` for an element holding only API text (shared's `contentLang`): none in Portuguese. */
  contentLang: string | undefined;
}

/**
 * Outside a provider (a card rendered on its own in a test), the page's i18next instance as it is at
 * render time; such a card follows a change of language only when something else renders it again.
 */
const pageCardText: CardText = {
  get t() {
    return pageI18n.t.bind(pageI18n);
  },
  get language() {
    return pageI18n.language;
  },
  get contentLang() {
    return contentLang(pageI18n.language);
  },
};

const CardTextContext = createContext<CardText>(pageCardText);

/**
 * One `useTranslation` for every card below: each call of it sets up its own subscription and a copy
 * of the i18next instance, which a screen of cards (several components each) paid for per card. A
 * change of language renders the provider again, and with it every card reading the new value.
 */
export function CardTextProvider({ children }: { children: ReactNode }): ReactNode {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const value = useMemo<CardText>(() => ({ t, language, contentLang: contentLang(language) }), [t, language]);
  return <CardTextContext value={value}>{children}</CardTextContext>;
}

/** The card-level `useTranslation`: the translator and languages from the nearest `CardTextProvider`. */
export function useCardText(): CardText {
  return useContext(CardTextContext);
}
