import type { AffiliateId } from '@palco/contracts';
import type { Dictionaries } from '@palco/shared';

/** The partners' names as they write them (brands: the same in every language). */
export const AFFILIATE_NAMES: Readonly<Record<AffiliateId, string>> = {
  nos: 'NOS',
  vodafone: 'Vodafone',
  samsung: 'Samsung',
};

/**
 * The partners' pages' words, and the notice the plans page and the subscription popup show when the
 * API no longer knows the partner the viewer came through; registered with the code that shows them.
 */
export const affiliateDictionaries: Dictionaries = {
  pt_PT: {
    AFFILIATE_INDEX_DESC:
      'És cliente de um dos nossos parceiros? Escolhe-o para veres a oferta que tem para ti.',
    AFFILIATE_INDEX_LIST: 'Parceiros',
    AFFILIATE_TITLE: 'Palco com {{name}}',
    AFFILIATE_DESC: 'Como cliente {{name}}, tens planos só para ti. Cria a tua conta ou adere já.',
    AFFILIATE_SIGN_UP: 'Criar conta',
    AFFILIATE_PREMIUM: 'Já tens o Palco premium.',
    AFFILIATE_PREMIUM_LINK: 'Ver a minha subscrição',
    AFFILIATE_UNKNOWN_TITLE: 'Parceiro desconhecido',
    AFFILIATE_UNKNOWN_DESC:
      'Não conhecemos este parceiro, ou a sua oferta já terminou. Podes aderir com os nossos planos habituais.',
    AFFILIATE_REGULAR_PLANS: 'Ver os planos',
    AFFILIATE_ENDED: 'A oferta do parceiro já terminou. Estes são os nossos planos habituais.',
  },
  en: {
    AFFILIATE_INDEX_DESC:
      'Are you a customer of one of our partners? Pick it to see the offer it has for you.',
    AFFILIATE_INDEX_LIST: 'Partners',
    AFFILIATE_TITLE: 'Palco with {{name}}',
    AFFILIATE_DESC: 'As a {{name}} customer you get plans of your own. Create your account or join now.',
    AFFILIATE_SIGN_UP: 'Create an account',
    AFFILIATE_PREMIUM: 'You already have Palco premium.',
    AFFILIATE_PREMIUM_LINK: 'See my subscription',
    AFFILIATE_UNKNOWN_TITLE: 'Unknown partner',
    AFFILIATE_UNKNOWN_DESC:
      'We do not know this partner, or its offer has ended. You can join with our regular plans.',
    AFFILIATE_REGULAR_PLANS: 'See our plans',
    AFFILIATE_ENDED: 'The partner’s offer has ended. These are our regular plans.',
  },
  fr_FR: {
    AFFILIATE_INDEX_DESC:
      'Vous êtes client de l’un de nos partenaires ? Choisissez-le pour voir l’offre qu’il vous réserve.',
    AFFILIATE_INDEX_LIST: 'Partenaires',
    AFFILIATE_TITLE: 'Palco avec {{name}}',
    AFFILIATE_DESC:
      'En tant que client {{name}}, vous avez des offres rien que pour vous. Créez votre compte ou abonnez-vous.',
    AFFILIATE_SIGN_UP: 'Créer un compte',
    AFFILIATE_PREMIUM: 'Vous avez déjà Palco premium.',
    AFFILIATE_PREMIUM_LINK: 'Voir mon abonnement',
    AFFILIATE_UNKNOWN_TITLE: 'Partenaire inconnu',
    AFFILIATE_UNKNOWN_DESC:
      'Nous ne connaissons pas ce partenaire, ou son offre est terminée. Vous pouvez vous abonner avec nos offres habituelles.',
    AFFILIATE_REGULAR_PLANS: 'Voir les offres',
    AFFILIATE_ENDED: 'L’offre du partenaire est terminée. Voici nos offres habituelles.',
  },
};
