import type { Dictionaries } from '@palco/shared';

export const dictionaries: Dictionaries = {
  pt_PT: {
    CHECKOUT_PROMO_TITLE: 'Código promocional',
    CHECKOUT_AFFILIATE_TITLE: 'Aderir com um parceiro',
    CHECKOUT_PLANS_TITLE: 'Adere já',
    CHECKOUT_PLANS_SUBTITLE: 'Escolhe o plano que te serve. Cancela quando quiseres.',
    CHECKOUT_PLANS_EMPTY: 'Não há planos disponíveis de momento.',
    CHECKOUT_PLANS_ERROR: 'Não foi possível carregar os planos.',
  },
  en: {
    CHECKOUT_PROMO_TITLE: 'Promo code',
    CHECKOUT_AFFILIATE_TITLE: 'Join through a partner',
    CHECKOUT_PLANS_TITLE: 'Join now',
    CHECKOUT_PLANS_SUBTITLE: 'Pick the plan that suits you. Cancel any time.',
    CHECKOUT_PLANS_EMPTY: 'No plans are available right now.',
    CHECKOUT_PLANS_ERROR: 'The plans could not be loaded.',
  },
  fr_FR: {
    CHECKOUT_PROMO_TITLE: 'Code promotionnel',
    CHECKOUT_AFFILIATE_TITLE: 'S’abonner via un partenaire',
    CHECKOUT_PLANS_TITLE: 'Abonnez-vous',
    CHECKOUT_PLANS_SUBTITLE: 'Choisissez l’offre qui vous convient. Résiliable à tout moment.',
    CHECKOUT_PLANS_EMPTY: 'Aucune offre n’est disponible pour le moment.',
    CHECKOUT_PLANS_ERROR: 'Impossible de charger les offres.',
  },
};
