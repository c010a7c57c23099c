import type { Dictionaries } from '@palco/shared';

/**
 * The voucher form's words, registered when its code loads (the subscription popup's voucher view, the
 * /promo page). `invalid_voucher` is worded by the server's dictionary (`SERVER_ERROR_INVALID_VOUCHER`,
 * merged by the shell), else by the message the server sent.
 */
export const voucherDictionaries: Dictionaries = {
  pt_PT: {
    VOUCHER_INTRO: 'Tens um voucher ou um código promocional? Escreve-o para veres o que te oferece.',
    VOUCHER_CODE_LABEL: 'Código do voucher',
    VOUCHER_CHECK: 'Verificar',
    VOUCHER_CHECKING: 'A verificar o código…',
    VOUCHER_CODE_EMPTY: 'Escreve o código do voucher.',
    VOUCHER_ERROR_GENERIC: 'Não foi possível verificar o código. Tenta novamente dentro de momentos.',
    VOUCHER_ERROR_TOO_MANY: 'Demasiados códigos errados. Espera alguns minutos e tenta novamente.',
    VOUCHER_PREVIEW_TITLE: 'Voucher {{code}}',
    VOUCHER_PREPAID_one: '{{count}} dia do plano {{plan}}, já pago.',
    VOUCHER_PREPAID_other: '{{count}} dias do plano {{plan}}, já pagos.',
    VOUCHER_PROMOTION_one: '{{count}} dia do plano {{plan}} oferecido.',
    VOUCHER_PROMOTION_other: '{{count}} dias do plano {{plan}} oferecidos.',
    VOUCHER_DISCOUNT: 'Desconto de {{discount}} no plano {{plan}}.',
    VOUCHER_PRICE_FREE: 'Com o voucher: grátis (em vez de {{full}}).',
    VOUCHER_PRICE_AFTER: 'Com o voucher: {{price}} {{period}} (em vez de {{full}}).',
    VOUCHER_REDEEM: 'Aderir com este voucher',
    VOUCHER_TO_PAYMENT: 'Continuar para o pagamento',
    VOUCHER_REDEEMING: 'A aplicar o voucher…',
    VOUCHER_SIGN_IN_FIRST: 'Para usares o voucher, entra na tua conta ou cria uma.',
    VOUCHER_SUBSCRIPTION_ACTIVE:
      'Já tens um plano ativo: não é possível usar um voucher enquanto o plano estiver em vigor.',
    VOUCHER_REDEEM_ERROR: 'Não foi possível aplicar o voucher. Tenta novamente dentro de momentos.',
    VOUCHER_BACK: 'Voltar aos planos',
    VOUCHER_SUCCESS_TITLE: 'Voucher aplicado',
    VOUCHER_SUCCESS_SIGNED_IN:
      'O voucher {{code}} foi aplicado à tua conta: já és Premium com o plano {{plan}} até {{date}}.',
    VOUCHER_SUCCESS_JOINED:
      'Bem-vindo ao Palco! A tua sessão está iniciada e o voucher {{code}} já foi aplicado: és Premium com o plano {{plan}} até {{date}}.',
    VOUCHER_SUCCESS_HOME: 'Ir para o início',
  },
  en: {
    VOUCHER_INTRO: 'Have a voucher or a promo code? Enter it to see what it gives you.',
    VOUCHER_CODE_LABEL: 'Voucher code',
    VOUCHER_CHECK: 'Check',
    VOUCHER_CHECKING: 'Checking the code…',
    VOUCHER_CODE_EMPTY: 'Enter the voucher code.',
    VOUCHER_ERROR_GENERIC: 'The code could not be checked. Please try again in a moment.',
    VOUCHER_ERROR_TOO_MANY: 'Too many wrong codes. Wait a few minutes and try again.',
    VOUCHER_PREVIEW_TITLE: 'Voucher {{code}}',
    VOUCHER_PREPAID_one: '{{count}} day of the {{plan}} plan, already paid for.',
    VOUCHER_PREPAID_other: '{{count}} days of the {{plan}} plan, already paid for.',
    VOUCHER_PROMOTION_one: '{{count}} day of the {{plan}} plan, on us.',
    VOUCHER_PROMOTION_other: '{{count}} days of the {{plan}} plan, on us.',
    VOUCHER_DISCOUNT: '{{discount}} off the {{plan}} plan.',
    VOUCHER_PRICE_FREE: 'With the voucher: free (instead of {{full}}).',
    VOUCHER_PRICE_AFTER: 'With the voucher: {{price}} {{period}} (instead of {{full}}).',
    VOUCHER_REDEEM: 'Join with this voucher',
    VOUCHER_TO_PAYMENT: 'Continue to payment',
    VOUCHER_REDEEMING: 'Applying the voucher…',
    VOUCHER_SIGN_IN_FIRST: 'To use the voucher, sign in or create an account.',
    VOUCHER_SUBSCRIPTION_ACTIVE:
      'You already have an active plan: a voucher cannot be used while your plan is in force.',
    VOUCHER_REDEEM_ERROR: 'The voucher could not be applied. Please try again in a moment.',
    VOUCHER_BACK: 'Back to the plans',
    VOUCHER_SUCCESS_TITLE: 'Voucher applied',
    VOUCHER_SUCCESS_SIGNED_IN:
      'The voucher {{code}} has been applied to your account: you are Premium with the {{plan}} plan until {{date}}.',
    VOUCHER_SUCCESS_JOINED:
      'Welcome to Palco! You are signed in and the voucher {{code}} has been applied: you are Premium with the {{plan}} plan until {{date}}.',
    VOUCHER_SUCCESS_HOME: 'Go to the home page',
  },
  fr_FR: {
    VOUCHER_INTRO: 'Vous avez un bon ou un code promo ? Saisissez-le pour voir ce qu’il vous offre.',
    VOUCHER_CODE_LABEL: 'Code du bon',
    VOUCHER_CHECK: 'Vérifier',
    VOUCHER_CHECKING: 'Vérification du code…',
    VOUCHER_CODE_EMPTY: 'Saisissez le code du bon.',
    VOUCHER_ERROR_GENERIC: 'Impossible de vérifier le code. Réessayez dans un instant.',
    VOUCHER_ERROR_TOO_MANY: 'Trop de codes erronés. Patientez quelques minutes puis réessayez.',
    VOUCHER_PREVIEW_TITLE: 'Bon {{code}}',
    VOUCHER_PREPAID_one: '{{count}} jour de l’offre {{plan}}, déjà payé.',
    VOUCHER_PREPAID_other: '{{count}} jours de l’offre {{plan}}, déjà payés.',
    VOUCHER_PROMOTION_one: '{{count}} jour de l’offre {{plan}} offert.',
    VOUCHER_PROMOTION_other: '{{count}} jours de l’offre {{plan}} offerts.',
    VOUCHER_DISCOUNT: 'Réduction de {{discount}} sur l’offre {{plan}}.',
    VOUCHER_PRICE_FREE: 'Avec le bon : gratuit (au lieu de {{full}}).',
    VOUCHER_PRICE_AFTER: 'Avec le bon : {{price}} {{period}} (au lieu de {{full}}).',
    VOUCHER_REDEEM: 'S’abonner avec ce bon',
    VOUCHER_TO_PAYMENT: 'Continuer vers le paiement',
    VOUCHER_REDEEMING: 'Application du bon…',
    VOUCHER_SIGN_IN_FIRST: 'Pour utiliser le bon, connectez-vous ou créez un compte.',
    VOUCHER_SUBSCRIPTION_ACTIVE:
      'Vous avez déjà une offre active : un bon ne peut pas être utilisé tant que votre offre est en cours.',
    VOUCHER_REDEEM_ERROR: 'Impossible d’appliquer le bon. Réessayez dans un instant.',
    VOUCHER_BACK: 'Retour aux offres',
    VOUCHER_SUCCESS_TITLE: 'Bon appliqué',
    VOUCHER_SUCCESS_SIGNED_IN:
      'Le bon {{code}} a été appliqué à votre compte : vous êtes Premium avec l’offre {{plan}} jusqu’au {{date}}.',
    VOUCHER_SUCCESS_JOINED:
      'Bienvenue sur Palco ! Vous êtes connecté et le bon {{code}} a été appliqué : vous êtes Premium avec l’offre {{plan}} jusqu’au {{date}}.',
    VOUCHER_SUCCESS_HOME: 'Aller à l’accueil',
  },
};
