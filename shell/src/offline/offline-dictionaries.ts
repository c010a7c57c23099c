import type { Dictionaries } from '@palco/shared';

/** The offline page's strings: it runs without the network, so it carries its own. */
export const offlineDictionaries: Dictionaries = {
  pt_PT: {
    OFFLINE_TITLE: 'Sem ligação à internet',
    OFFLINE_MESSAGE:
      'Não foi possível abrir o Palco porque este dispositivo está sem rede. Verifique a ligação e tente novamente.',
    OFFLINE_RETRY: 'Tentar novamente',
    OFFLINE_DOCUMENT_TITLE: 'Sem ligação — Palco',
  },
  en: {
    OFFLINE_TITLE: 'No internet connection',
    OFFLINE_MESSAGE:
      'Palco could not open because this device is offline. Check your connection and try again.',
    OFFLINE_RETRY: 'Try again',
    OFFLINE_DOCUMENT_TITLE: 'Offline — Palco',
  },
  fr_FR: {
    OFFLINE_TITLE: 'Pas de connexion Internet',
    OFFLINE_MESSAGE:
      "Palco n'a pas pu s'ouvrir car cet appareil est hors ligne. Vérifiez votre connexion et réessayez.",
    OFFLINE_RETRY: 'Réessayer',
    OFFLINE_DOCUMENT_TITLE: 'Hors ligne — Palco',
  },
};
