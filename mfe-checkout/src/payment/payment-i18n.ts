import type { Dictionaries } from '@palco/shared';

/** The payment popup's words, registered when the popup's code loads (it loads when a viewer goes to pay). */
export const paymentDictionaries: Dictionaries = {
  pt_PT: {
    PAYMENT_POPUP_TITLE: 'Pagamento',
    PAYMENT_PLAN_SUMMARY: '{{plan}}: {{price}} {{period}}',
    PAYMENT_CHOOSE_METHOD: 'Escolhe como pagar',
    PAYMENT_METHOD_CC: 'Cartão de crédito ou débito',
    PAYMENT_METHOD_MBWAY: 'MB WAY',
    PAYMENT_METHOD_PAYPAL: 'PayPal',
    PAYMENT_METHOD_DD: 'Débito direto',
    PAYMENT_NO_METHOD: 'Este plano não pode ser pago a partir do teu país.',
    PAYMENT_CONTINUE: 'Continuar',
    PAYMENT_AT_PROVIDER:
      'Conclui o pagamento abaixo. Esta janela atualiza-se sozinha quando o pagamento for confirmado.',
    PAYMENT_PROVIDER_FRAME: 'Página de pagamento',
    PAYMENT_CONFIRMING: 'A confirmar o pagamento…',
    PAYMENT_SUCCESS_DESC: 'Já és Premium com o plano {{plan}}, até {{date}}. Bom proveito!',
    PAYMENT_FAILED: 'O pagamento não foi processo com sucesso.',
    PAYMENT_CANCELLED: 'O pagamento foi cancelado.',
    PAYMENT_ERROR_OK: 'OK',
    PAYMENT_VOUCHER_SUMMARY: 'Com o voucher {{code}} pagas {{price}} neste pagamento.',
    PAYMENT_VOUCHER_UNCHECKED:
      'Não foi possível verificar o voucher. O preço final é confirmado no pagamento.',
    PAYMENT_VOUCHER_SUBSCRIPTION_ACTIVE:
      'Já tens um plano ativo: não é possível usar um voucher enquanto o plano estiver em vigor.',
  },
  en: {
    PAYMENT_POPUP_TITLE: 'Payment',
    PAYMENT_PLAN_SUMMARY: '{{plan}}: {{price}} {{period}}',
    PAYMENT_CHOOSE_METHOD: 'Choose how to pay',
    PAYMENT_METHOD_CC: 'Credit or debit card',
    PAYMENT_METHOD_MBWAY: 'MB WAY',
    PAYMENT_METHOD_PAYPAL: 'PayPal',
    PAYMENT_METHOD_DD: 'Direct debit',
    PAYMENT_NO_METHOD: 'This plan cannot be paid for from your country.',
    PAYMENT_CONTINUE: 'Continue',
    PAYMENT_AT_PROVIDER:
      'Complete the payment below. This window updates itself once the payment is confirmed.',
    PAYMENT_PROVIDER_FRAME: 'Payment page',
    PAYMENT_CONFIRMING: 'Confirming the payment…',
    PAYMENT_SUCCESS_DESC: 'You are Premium with the {{plan}} plan until {{date}}. Enjoy!',
    PAYMENT_FAILED: 'The payment did not go through.',
    PAYMENT_CANCELLED: 'The payment was cancelled.',
    PAYMENT_ERROR_OK: 'OK',
    PAYMENT_VOUCHER_SUMMARY: 'With the voucher {{code}} you pay {{price}} for this payment.',
    PAYMENT_VOUCHER_UNCHECKED: 'The voucher could not be checked. The final price is confirmed at payment.',
    PAYMENT_VOUCHER_SUBSCRIPTION_ACTIVE:
      'You already have an active plan: a voucher cannot be used while your plan is in force.',
  },
  fr_FR: {
    PAYMENT_POPUP_TITLE: 'Paiement',
    PAYMENT_PLAN_SUMMARY: '{{plan}} : {{price}} {{period}}',
    PAYMENT_CHOOSE_METHOD: 'Choisissez comment payer',
    PAYMENT_METHOD_CC: 'Carte bancaire',
    PAYMENT_METHOD_MBWAY: 'MB WAY',
    PAYMENT_METHOD_PAYPAL: 'PayPal',
    PAYMENT_METHOD_DD: 'Prélèvement bancaire',
    PAYMENT_NO_METHOD: 'Cette offre ne peut pas être payée depuis votre pays.',
    PAYMENT_CONTINUE: 'Continuer',
    PAYMENT_AT_PROVIDER:
      'Finalisez le paiement ci-dessous. Cette fenêtre se met à jour dès que le paiement est confirmé.',
    PAYMENT_PROVIDER_FRAME: 'Page de paiement',
    PAYMENT_CONFIRMING: 'Confirmation du paiement…',
    PAYMENT_SUCCESS_DESC: 'Vous êtes Premium avec l’offre {{plan}} jusqu’au {{date}}. Bon visionnage !',
    PAYMENT_FAILED: 'Le paiement n’a pas abouti.',
    PAYMENT_CANCELLED: 'Le paiement a été annulé.',
    PAYMENT_ERROR_OK: 'OK',
    PAYMENT_VOUCHER_SUMMARY: 'Avec le bon {{code}}, vous payez {{price}} pour ce paiement.',
    PAYMENT_VOUCHER_UNCHECKED: 'Impossible de vérifier le bon. Le prix final est confirmé lors du paiement.',
    PAYMENT_VOUCHER_SUBSCRIPTION_ACTIVE:
      'Vous avez déjà une offre active : un bon ne peut pas être utilisé tant que votre offre est en cours.',
  },
};
