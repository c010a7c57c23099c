import { identityProviderLabels } from '@palco/contracts';
import type { Dictionaries } from '@palco/shared';

/** The login popup's social sign-in buttons: loaded with the popup, before anything else of the flow. */
export const socialEntryDictionaries: Dictionaries = {
  pt_PT: {
    ACCOUNT_SOCIAL_OR: 'ou',
    ACCOUNT_SOCIAL_CONTINUE_WITH: 'Continuar com {{provider}}',
    ACCOUNT_SOCIAL_STARTING: 'A abrir {{provider}}…',
    ACCOUNT_SOCIAL_START_FAILED: 'Não foi possível abrir {{provider}}. Tenta novamente.',
  },
  en: {
    ACCOUNT_SOCIAL_OR: 'or',
    ACCOUNT_SOCIAL_CONTINUE_WITH: 'Continue with {{provider}}',
    ACCOUNT_SOCIAL_STARTING: 'Opening {{provider}}…',
    ACCOUNT_SOCIAL_START_FAILED: 'We could not open {{provider}}. Please try again.',
  },
  fr_FR: {
    ACCOUNT_SOCIAL_OR: 'ou',
    ACCOUNT_SOCIAL_CONTINUE_WITH: 'Continuer avec {{provider}}',
    ACCOUNT_SOCIAL_STARTING: 'Ouverture de {{provider}}…',
    ACCOUNT_SOCIAL_START_FAILED: "Impossible d'ouvrir {{provider}}. Réessayez.",
  },
};

/** Provider names are brands, the same in every language. */
export const PROVIDER_LABELS = identityProviderLabels;
