/** Server-side dictionaries, merged by the clients over their bundled ones (spec section 1). */
const SERVER_LOCALES = ['pt_PT', 'en', 'fr_FR'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

const PT_PT = {
  MARKETING_HOURS: 'Mais de 8 mil horas de conteúdo',
  MARKETING_TAGLINE: 'Cinema, séries e canais em direto, onde estiveres.',
  MARKETING_NO_COMMITMENT: 'Sem fidelização. Cancela quando quiseres.',
  SUPPORT_HOURS: 'Dias úteis das 9h às 19h e sábados das 9h às 17h (GMT)',
  SERVER_ERROR_301: 'Este conteúdo ainda não está disponível.',
  SERVER_ERROR_400: 'O pedido não é válido.',
  SERVER_ERROR_401: 'Parece que a tua sessão não está válida. Podes entrar outra vez?',
  SERVER_ERROR_403: 'Não tens permissão para fazer isto.',
  SERVER_ERROR_404: 'Não encontrámos o que procuravas.',
  SERVER_ERROR_423: 'Para continuar, escolhe um perfil ou adere a um plano.',
  SERVER_ERROR_429: 'Demasiados pedidos. Espera um pouco e tenta novamente.',
  SERVER_ERROR_500: 'Ocorreu um problema inesperado. Tenta novamente dentro de momentos.',
  SERVER_ERROR_INVALID_CREDENTIALS: 'O e-mail ou a palavra-passe não estão corretos.',
  SERVER_ERROR_PROFILE_NOT_CHOSEN: 'Escolhe um perfil para continuar.',
  SERVER_ERROR_INVALID_PIN: 'O PIN não está correto.',
  SERVER_ERROR_TOO_MANY_ATTEMPTS: 'Demasiadas tentativas erradas. Espera alguns minutos e tenta novamente.',
  SERVER_ERROR_451: 'Por razões legais ou técnicas, este conteúdo não está disponível no teu país.',
  SERVER_ERROR_STREAM_URL: 'O endereço deste vídeo não é válido ou expirou. Abre o conteúdo outra vez.',
  SERVER_ERROR_EMAIL_IN_USE: 'Este e-mail já tem uma conta. Entra com ele ou usa outro e-mail.',
  SERVER_ERROR_ACCOUNT_NOT_ACTIVATED:
    'A tua conta ainda não está ativa. Introduz o código que te enviámos por e-mail ou pede um novo.',
  SERVER_ERROR_INVALID_CODE: 'O código não está correto ou já foi usado.',
  SERVER_ERROR_CODE_EXPIRED: 'O código expirou. Pede um novo.',
  SERVER_ERROR_CAPTCHA_INVALID: 'Não conseguimos confirmar que não és um robô. Tenta novamente.',
  SERVER_ERROR_CAPTCHA_UNAVAILABLE: 'Não conseguimos verificar o captcha agora. Tenta dentro de momentos.',
  SERVER_ERROR_SOCIAL_LOGIN_FAILED: 'Não foi possível entrar com esta conta. Tenta novamente.',
  SERVER_ERROR_MISSING_USER_INFORMATION: 'Para criar a tua conta, indica o teu nome e o teu e-mail.',
  SERVER_ERROR_EMAIL_NOT_SENT: 'Não conseguimos enviar o e-mail. Tenta novamente dentro de momentos.',
  SERVER_ERROR_INVALID_PASSWORD: 'A palavra-passe atual não está correta.',
  SERVER_ERROR_EMAIL_NOT_VALIDATED: 'Confirma que o e-mail da conta está validado.',
  SERVER_ERROR_PIN_NOT_SET: 'Este perfil não tem PIN.',
  SERVER_ERROR_MANAGER_REQUIRED: 'Só o perfil gestor da conta pode fazer isto.',
  SERVER_ERROR_PROFILE_LIMIT: 'A conta já tem o máximo de 5 perfis.',
  SERVER_ERROR_MASTER_PROFILE: 'O perfil gestor da conta não pode ser apagado.',
  SERVER_ERROR_DEVICE_LIMIT_REACHED:
    'A conta já tem o máximo de 10 dispositivos com sessão iniciada. Para entrares neste, remove um dispositivo em "A minha conta" > "Dispositivos", num dispositivo onde já tenhas sessão iniciada.',
  SERVER_ERROR_CODE_ALREADY_USED: 'Este código já foi usado noutra conta. Pede um código novo na TV.',
  SERVER_ERROR_EMAIL_MISMATCH: 'Este não é o e-mail da tua conta.',
  SERVER_ERROR_CONTENT_RESTRICTED: 'Este título não está disponível neste perfil.',
  SERVER_ERROR_GUEST_PROFILE: 'Os perfis de convidado não guardam a lista nem as classificações.',
  SERVER_ERROR_TIME_LIMIT_REACHED:
    'Chegaste ao limite de tempo gratuito para ver conteúdos premium. Para continuares a ver, adere a um plano.',
  SERVER_ERROR_TOO_MANY_STREAMS:
    'A tua conta já está a ver o máximo de emissões em simultâneo do teu plano. Fecha uma delas para veres aqui.',
  SERVER_ERROR_INVALID_PAYMENT: 'O pagamento ainda não foi confirmado.',
  SERVER_ERROR_PAYMENT_FAILED: 'O pagamento não foi processo com sucesso.',
  SERVER_ERROR_PAYMENT_CANCELLED: 'O pagamento foi cancelado.',
  SERVER_ERROR_MONETIZATION_DISABLED: 'As adesões não estão disponíveis de momento.',
  SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED: 'Este método de pagamento não está disponível para este plano.',
  SERVER_ERROR_SUBSCRIPTION_ACTIVE: 'Já tens um plano ativo.',
  SERVER_ERROR_PLAN_NOT_FOUND: 'Este plano não está disponível.',
  SERVER_ERROR_CHECKOUT_NOT_FOUND: 'Não encontrámos este pagamento.',
  SERVER_ERROR_SUBSCRIPTION_NOT_FOUND: 'Não tens nenhum plano ativo.',
  SERVER_ERROR_INVALID_VOUCHER: 'Este código não é válido, já expirou ou já foi usado.',
  SERVER_ERROR_UNKNOWN_AFFILIATE: 'Não conhecemos este parceiro, ou a sua oferta já terminou.',
  PROFILE_RESTRICTION_M6: 'Só títulos para todas as idades e maiores de 6 anos.',
  PROFILE_RESTRICTION_M12: 'Títulos até maiores de 12 anos.',
  PROFILE_RESTRICTION_M16: 'Títulos até maiores de 16 anos.',
  AUTHENTICATION_ERROR_REGISTER_MESSAGE:
    'Preenche o e-mail, a palavra-passe e uma data de nascimento válida, e aceita os termos de utilização e a política de privacidade.',
  AUTHENTICATION_ERROR_COMPLETE_MESSAGE:
    'Indica o teu nome e aceita os termos de utilização e a política de privacidade.',
  AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID: 'E-mail incorreto.',
  AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT: 'A tua palavra-passe é demasiado curta.',
  AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID:
    'Nome incorreto (pode faltar o apelido ou podes ter usado um carácter inválido).',
  AUTHENTICATION_ERROR_PHONE_INVALID: 'Número de telefone incorreto.',
  AUTHENTICATION_ERROR_GENDER_INVALID: 'Escolhe um género da lista.',
  AUTHENTICATION_ERROR_PROFILE_NAME_INVALID:
    'O nome do perfil precisa de pelo menos 2 caracteres: letras, espaços, apóstrofo ou hífen.',
  AUTHENTICATION_ERROR_PIN_INVALID: 'Introduz um PIN válido (4 algarismos).',
  AUTHENTICATION_ERROR_PIN_MISMATCH: 'Os códigos PIN introduzidos não coincidem.',
};

export type ServerKey = keyof typeof PT_PT;

export const SERVER_TRANSLATIONS: Record<ServerLocale, Record<ServerKey, string>> = {
  pt_PT: PT_PT,
  en: {
    MARKETING_HOURS: 'More than 8 thousand hours of content',
    MARKETING_TAGLINE: 'Movies, series and live channels, wherever you are.',
    MARKETING_NO_COMMITMENT: 'No commitment. Cancel whenever you like.',
    SUPPORT_HOURS: 'Weekdays 9am to 7pm and Saturdays 9am to 5pm (GMT)',
    SERVER_ERROR_301: 'This content is not available yet.',
    SERVER_ERROR_400: 'The request is not valid.',
    SERVER_ERROR_401: 'It looks like your session is no longer valid. Could you sign in again?',
    SERVER_ERROR_403: 'You are not allowed to do this.',
    SERVER_ERROR_404: 'We could not find what you were looking for.',
    SERVER_ERROR_423: 'To continue, choose a profile or subscribe to a plan.',
    SERVER_ERROR_429: 'Too many requests. Wait a moment and try again.',
    SERVER_ERROR_500: 'Something unexpected went wrong. Please try again in a moment.',
    SERVER_ERROR_INVALID_CREDENTIALS: 'The e-mail or password is not correct.',
    SERVER_ERROR_PROFILE_NOT_CHOSEN: 'Choose a profile to continue.',
    SERVER_ERROR_INVALID_PIN: 'The PIN is not correct.',
    SERVER_ERROR_TOO_MANY_ATTEMPTS: 'Too many wrong attempts. Wait a few minutes and try again.',
    SERVER_ERROR_451: 'For legal or technical reasons, this content is not available in your country.',
    SERVER_ERROR_STREAM_URL: 'This video address is not valid or has expired. Open the title again.',
    SERVER_ERROR_EMAIL_IN_USE: 'This e-mail already has an account. Sign in with it or use another e-mail.',
    SERVER_ERROR_ACCOUNT_NOT_ACTIVATED:
      'Your account is not active yet. Enter the code we sent you by e-mail or ask for a new one.',
    SERVER_ERROR_INVALID_CODE: 'The code is not correct or has already been used.',
    SERVER_ERROR_CODE_EXPIRED: 'The code has expired. Ask for a new one.',
    SERVER_ERROR_CAPTCHA_INVALID: 'We could not confirm you are not a robot. Please try again.',
    SERVER_ERROR_CAPTCHA_UNAVAILABLE: 'We cannot check the captcha right now. Please try again in a moment.',
    SERVER_ERROR_SOCIAL_LOGIN_FAILED: 'We could not sign you in with this account. Please try again.',
    SERVER_ERROR_MISSING_USER_INFORMATION: 'To create your account, tell us your name and e-mail.',
    SERVER_ERROR_EMAIL_NOT_SENT: 'We could not send the e-mail. Please try again in a moment.',
    SERVER_ERROR_INVALID_PASSWORD: 'The current password is not correct.',
    SERVER_ERROR_EMAIL_NOT_VALIDATED: "Check that the account's e-mail is validated.",
    SERVER_ERROR_PIN_NOT_SET: 'This profile has no PIN.',
    SERVER_ERROR_MANAGER_REQUIRED: 'Only the account manager profile can do this.',
    SERVER_ERROR_PROFILE_LIMIT: 'The account already has the maximum of 5 profiles.',
    SERVER_ERROR_MASTER_PROFILE: 'The account manager profile cannot be deleted.',
    SERVER_ERROR_DEVICE_LIMIT_REACHED:
      'The account already has the maximum of 10 signed-in devices. To sign in on this one, remove a device under "My account" > "Devices" on a device where you are signed in.',
    SERVER_ERROR_CODE_ALREADY_USED:
      'This code has already been used with another account. Get a new code on the TV.',
    SERVER_ERROR_EMAIL_MISMATCH: "This is not your account's e-mail.",
    SERVER_ERROR_CONTENT_RESTRICTED: 'This title is not available on this profile.',
    SERVER_ERROR_GUEST_PROFILE: 'Guest profiles do not keep a list or ratings.',
    SERVER_ERROR_TIME_LIMIT_REACHED:
      'You have reached the free viewing time for premium content. To keep watching, subscribe to a plan.',
    SERVER_ERROR_TOO_MANY_STREAMS:
      'Your account is already watching as many streams at once as your plan allows. Close one of them to watch here.',
    SERVER_ERROR_INVALID_PAYMENT: 'The payment has not been confirmed yet.',
    SERVER_ERROR_PAYMENT_FAILED: 'The payment did not go through.',
    SERVER_ERROR_PAYMENT_CANCELLED: 'The payment was cancelled.',
    SERVER_ERROR_MONETIZATION_DISABLED: 'Subscriptions are not available right now.',
    SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED: 'This payment method is not available for this plan.',
    SERVER_ERROR_SUBSCRIPTION_ACTIVE: 'You already have an active plan.',
    SERVER_ERROR_PLAN_NOT_FOUND: 'This plan is not available.',
    SERVER_ERROR_CHECKOUT_NOT_FOUND: 'We could not find this payment.',
    SERVER_ERROR_SUBSCRIPTION_NOT_FOUND: 'You have no active plan.',
    SERVER_ERROR_INVALID_VOUCHER: 'This code is not valid, has expired or has already been used.',
    SERVER_ERROR_UNKNOWN_AFFILIATE: 'We do not know this partner, or its offer has ended.',
    PROFILE_RESTRICTION_M6: 'Only titles for all ages and over 6.',
    PROFILE_RESTRICTION_M12: 'Titles rated up to 12 and over.',
    PROFILE_RESTRICTION_M16: 'Titles rated up to 16 and over.',
    AUTHENTICATION_ERROR_REGISTER_MESSAGE:
      'Fill in your e-mail, password and a valid birth date, and accept the terms of use and privacy policy.',
    AUTHENTICATION_ERROR_COMPLETE_MESSAGE:
      'Fill in your name and accept the terms of use and privacy policy.',
    AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID: 'Incorrect e-mail.',
    AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT: 'Your password is too short.',
    AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID:
      'Name incorrect (your last name might be missing or you might have used an invalid character).',
    AUTHENTICATION_ERROR_PHONE_INVALID: 'Incorrect phone number.',
    AUTHENTICATION_ERROR_GENDER_INVALID: 'Choose a gender from the list.',
    AUTHENTICATION_ERROR_PROFILE_NAME_INVALID:
      'The profile name needs at least 2 characters: letters, spaces, apostrophe or hyphen.',
    AUTHENTICATION_ERROR_PIN_INVALID: 'Please insert a valid PIN (4 digits).',
    AUTHENTICATION_ERROR_PIN_MISMATCH: 'The PIN codes entered do not match.',
  },
  fr_FR: {
    MARKETING_HOURS: 'Plus de 8 000 heures de contenu',
    MARKETING_TAGLINE: 'Films, séries et chaînes en direct, où que vous soyez.',
    MARKETING_NO_COMMITMENT: 'Sans engagement. Résiliez quand vous voulez.',
    SUPPORT_HOURS: 'En semaine de 9h à 19h et le samedi de 9h à 17h (GMT)',
    SERVER_ERROR_301: "Ce contenu n'est pas encore disponible.",
    SERVER_ERROR_400: "La demande n'est pas valide.",
    SERVER_ERROR_401: 'Votre session ne semble plus valide. Pouvez-vous vous reconnecter ?',
    SERVER_ERROR_403: "Vous n'êtes pas autorisé à faire cela.",
    SERVER_ERROR_404: "Nous n'avons pas trouvé ce que vous cherchiez.",
    SERVER_ERROR_423: 'Pour continuer, choisissez un profil ou souscrivez une offre.',
    SERVER_ERROR_429: 'Trop de demandes. Attendez un instant et réessayez.',
    SERVER_ERROR_500: "Un problème inattendu s'est produit. Réessayez dans un instant.",
    SERVER_ERROR_INVALID_CREDENTIALS: "L'e-mail ou le mot de passe est incorrect.",
    SERVER_ERROR_PROFILE_NOT_CHOSEN: 'Choisissez un profil pour continuer.',
    SERVER_ERROR_INVALID_PIN: "Le code PIN n'est pas correct.",
    SERVER_ERROR_TOO_MANY_ATTEMPTS: 'Trop de tentatives erronées. Attendez quelques minutes et réessayez.',
    SERVER_ERROR_451:
      'Pour des raisons légales ou techniques, ce contenu n’est pas disponible dans votre pays.',
    SERVER_ERROR_STREAM_URL:
      "L'adresse de cette vidéo n'est pas valide ou a expiré. Ouvrez à nouveau le contenu.",
    SERVER_ERROR_EMAIL_IN_USE:
      'Cet e-mail a déjà un compte. Connectez-vous avec celui-ci ou utilisez un autre e-mail.',
    SERVER_ERROR_ACCOUNT_NOT_ACTIVATED:
      "Votre compte n'est pas encore actif. Saisissez le code envoyé par e-mail ou demandez-en un nouveau.",
    SERVER_ERROR_INVALID_CODE: "Le code n'est pas correct ou a déjà été utilisé.",
    SERVER_ERROR_CODE_EXPIRED: 'Le code a expiré. Demandez-en un nouveau.',
    SERVER_ERROR_CAPTCHA_INVALID: "Nous n'avons pas pu confirmer que vous n'êtes pas un robot. Réessayez.",
    SERVER_ERROR_CAPTCHA_UNAVAILABLE:
      'Nous ne pouvons pas vérifier le captcha pour le moment. Réessayez dans un instant.',
    SERVER_ERROR_SOCIAL_LOGIN_FAILED: 'Connexion impossible avec ce compte. Réessayez.',
    SERVER_ERROR_MISSING_USER_INFORMATION: 'Pour créer votre compte, indiquez votre nom et votre e-mail.',
    SERVER_ERROR_EMAIL_NOT_SENT: "Nous n'avons pas pu envoyer l'e-mail. Réessayez dans un instant.",
    SERVER_ERROR_INVALID_PASSWORD: "Le mot de passe actuel n'est pas correct.",
    SERVER_ERROR_EMAIL_NOT_VALIDATED: "Vérifiez que l'e-mail du compte est validé.",
    SERVER_ERROR_PIN_NOT_SET: "Ce profil n'a pas de code PIN.",
    SERVER_ERROR_MANAGER_REQUIRED: 'Seul le profil gestionnaire du compte peut faire cela.',
    SERVER_ERROR_PROFILE_LIMIT: 'Le compte a déjà le maximum de 5 profils.',
    SERVER_ERROR_MASTER_PROFILE: 'Le profil gestionnaire du compte ne peut pas être supprimé.',
    SERVER_ERROR_DEVICE_LIMIT_REACHED:
      'Le compte a déjà le maximum de 10 appareils connectés. Pour vous connecter sur celui-ci, retirez un appareil dans « Mon compte » > « Appareils » depuis un appareil déjà connecté.',
    SERVER_ERROR_CODE_ALREADY_USED:
      'Ce code a déjà été utilisé avec un autre compte. Demandez un nouveau code sur la TV.',
    SERVER_ERROR_EMAIL_MISMATCH: "Ce n'est pas l'e-mail de votre compte.",
    SERVER_ERROR_CONTENT_RESTRICTED: "Ce titre n'est pas disponible sur ce profil.",
    SERVER_ERROR_GUEST_PROFILE: 'Les profils invités ne conservent ni liste ni notes.',
    SERVER_ERROR_TIME_LIMIT_REACHED:
      'Vous avez atteint la limite de temps gratuit pour les contenus premium. Pour continuer à regarder, souscrivez une offre.',
    SERVER_ERROR_TOO_MANY_STREAMS:
      'Votre compte regarde déjà le nombre maximal de flux simultanés de votre offre. Fermez-en un pour regarder ici.',
    SERVER_ERROR_INVALID_PAYMENT: "Le paiement n'a pas encore été confirmé.",
    SERVER_ERROR_PAYMENT_FAILED: "Le paiement n'a pas abouti.",
    SERVER_ERROR_PAYMENT_CANCELLED: 'Le paiement a été annulé.',
    SERVER_ERROR_MONETIZATION_DISABLED: 'Les abonnements ne sont pas disponibles pour le moment.',
    SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED: "Ce moyen de paiement n'est pas disponible pour cette offre.",
    SERVER_ERROR_SUBSCRIPTION_ACTIVE: 'Vous avez déjà une offre active.',
    SERVER_ERROR_PLAN_NOT_FOUND: "Cette offre n'est pas disponible.",
    SERVER_ERROR_CHECKOUT_NOT_FOUND: "Nous n'avons pas trouvé ce paiement.",
    SERVER_ERROR_SUBSCRIPTION_NOT_FOUND: "Vous n'avez aucune offre active.",
    SERVER_ERROR_INVALID_VOUCHER: "Ce code n'est pas valable, a expiré ou a déjà été utilisé.",
    SERVER_ERROR_UNKNOWN_AFFILIATE: 'Nous ne connaissons pas ce partenaire, ou son offre est terminée.',
    PROFILE_RESTRICTION_M6: 'Uniquement les titres tous publics et de plus de 6 ans.',
    PROFILE_RESTRICTION_M12: "Titres jusqu'à la classification 12 ans.",
    PROFILE_RESTRICTION_M16: "Titres jusqu'à la classification 16 ans.",
    AUTHENTICATION_ERROR_REGISTER_MESSAGE:
      "Indiquez votre e-mail, votre mot de passe et une date de naissance valide, et acceptez les conditions d'utilisation et la politique de confidentialité.",
    AUTHENTICATION_ERROR_COMPLETE_MESSAGE:
      "Indiquez votre nom et acceptez les conditions d'utilisation et la politique de confidentialité.",
    AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID: 'E-mail incorrect.',
    AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT: 'Votre mot de passe est trop court.',
    AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID:
      'Nom incorrect (il manque peut-être votre nom de famille ou vous avez utilisé un caractère non valide).',
    AUTHENTICATION_ERROR_PHONE_INVALID: 'Numéro de téléphone incorrect.',
    AUTHENTICATION_ERROR_GENDER_INVALID: 'Choisissez un genre dans la liste.',
    AUTHENTICATION_ERROR_PROFILE_NAME_INVALID:
      'Le nom du profil doit avoir au moins 2 caractères : lettres, espaces, apostrophe ou trait d’union.',
    AUTHENTICATION_ERROR_PIN_INVALID: 'Saisissez un code PIN valide (4 chiffres).',
    AUTHENTICATION_ERROR_PIN_MISMATCH: 'Les codes PIN saisis ne correspondent pas.',
  },
};

/** `pt` and `pt-PT` name the same dictionary as `pt_PT` (spec section 7); the match ignores case. */
export function resolveLocale(requested: string): ServerLocale | null {
  const normalized = requested.replace('-', '_').toLowerCase();
  const aliases: Record<string, ServerLocale> = { pt: 'pt_PT', fr: 'fr_FR', en_gb: 'en', en_us: 'en' };
  return aliases[normalized] ?? SERVER_LOCALES.find((l) => l.toLowerCase() === normalized) ?? null;
}

/**
 * The e-mails the API sends (src/mail/messages.ts), in the account's language. Kept apart from the
 * dictionaries above, which every client downloads. `%1%`, `%2%` are filled as in the clients (spec section 8).
 */
const MAIL_PT_PT = {
  MAIL_GREETING: 'Olá %1%,',
  MAIL_GREETING_ANONYMOUS: 'Olá,',
  MAIL_CODE_VALIDITY: 'O código é válido durante %1% minutos e só pode ser usado uma vez.',
  MAIL_SIGNATURE: 'A equipa Palco',
  MAIL_ACTIVATION_SUBJECT: 'Ativa a tua conta Palco',
  MAIL_ACTIVATION_INTRO: 'Para ativares a tua conta Palco, introduz este código:',
  MAIL_ACTIVATION_IGNORE: 'Se não criaste uma conta no Palco, ignora este e-mail.',
  MAIL_PASSWORD_RESET_SUBJECT: 'Recupera a tua palavra-passe Palco',
  MAIL_PASSWORD_RESET_INTRO:
    'Pediste para recuperar a palavra-passe da tua conta Palco. Introduz este código para escolheres uma nova:',
  MAIL_PASSWORD_RESET_IGNORE: 'Se não foste tu, ignora este e-mail: a tua palavra-passe continua a mesma.',
  MAIL_PIN_RECOVERY_SUBJECT: 'Recupera o PIN do perfil %1%',
  MAIL_PIN_RECOVERY_INTRO:
    'Pediste para recuperar o PIN do perfil %1%. Introduz este código para escolheres um PIN novo:',
  MAIL_PIN_RECOVERY_IGNORE: 'Se não foste tu, ignora este e-mail: o PIN continua o mesmo.',
  MAIL_ACCOUNT_DELETION_SUBJECT: 'Confirma que queres apagar a tua conta Palco',
  MAIL_ACCOUNT_DELETION_INTRO:
    'Pediste para apagar a tua conta Palco, com os perfis, a lista e o histórico. Para confirmares, introduz este código:',
  MAIL_ACCOUNT_DELETION_IGNORE:
    'Se não foste tu, não introduzas o código e muda a tua palavra-passe: alguém com sessão iniciada na tua conta pediu para a apagar.',
  MAIL_EMAIL_CHANGE_SUBJECT: 'Confirma o teu novo e-mail no Palco',
  MAIL_EMAIL_CHANGE_INTRO:
    'Pediste para a tua conta Palco passar a usar este e-mail. Para confirmares, introduz este código:',
  MAIL_EMAIL_CHANGE_IGNORE: 'Se não foste tu, ignora este e-mail: a conta continua com o e-mail de antes.',
};

export type MailKey = keyof typeof MAIL_PT_PT;

export const MAIL_TRANSLATIONS: Record<ServerLocale, Record<MailKey, string>> = {
  pt_PT: MAIL_PT_PT,
  en: {
    MAIL_GREETING: 'Hello %1%,',
    MAIL_GREETING_ANONYMOUS: 'Hello,',
    MAIL_CODE_VALIDITY: 'The code is valid for %1% minutes and can be used only once.',
    MAIL_SIGNATURE: 'The Palco team',
    MAIL_ACTIVATION_SUBJECT: 'Activate your Palco account',
    MAIL_ACTIVATION_INTRO: 'To activate your Palco account, enter this code:',
    MAIL_ACTIVATION_IGNORE: 'If you did not create a Palco account, ignore this e-mail.',
    MAIL_PASSWORD_RESET_SUBJECT: 'Recover your Palco password',
    MAIL_PASSWORD_RESET_INTRO:
      'You asked to recover the password of your Palco account. Enter this code to choose a new one:',
    MAIL_PASSWORD_RESET_IGNORE: 'If this was not you, ignore this e-mail: your password stays the same.',
    MAIL_PIN_RECOVERY_SUBJECT: 'Recover the PIN of the profile %1%',
    MAIL_PIN_RECOVERY_INTRO:
      'You asked to recover the PIN of the profile %1%. Enter this code to choose a new PIN:',
    MAIL_PIN_RECOVERY_IGNORE: 'If this was not you, ignore this e-mail: the PIN stays the same.',
    MAIL_ACCOUNT_DELETION_SUBJECT: 'Confirm that you want to delete your Palco account',
    MAIL_ACCOUNT_DELETION_INTRO:
      'You asked to delete your Palco account, with its profiles, list and history. To confirm, enter this code:',
    MAIL_ACCOUNT_DELETION_IGNORE:
      'If this was not you, do not enter the code and change your password: someone signed in to your account asked to delete it.',
    MAIL_EMAIL_CHANGE_SUBJECT: 'Confirm your new e-mail at Palco',
    MAIL_EMAIL_CHANGE_INTRO:
      'You asked for your Palco account to use this e-mail. To confirm, enter this code:',
    MAIL_EMAIL_CHANGE_IGNORE: 'If this was not you, ignore this e-mail: the account keeps its e-mail.',
  },
  fr_FR: {
    MAIL_GREETING: 'Bonjour %1%,',
    MAIL_GREETING_ANONYMOUS: 'Bonjour,',
    MAIL_CODE_VALIDITY: "Le code est valable %1% minutes et ne peut être utilisé qu'une fois.",
    MAIL_SIGNATURE: "L'équipe Palco",
    MAIL_ACTIVATION_SUBJECT: 'Activez votre compte Palco',
    MAIL_ACTIVATION_INTRO: 'Pour activer votre compte Palco, saisissez ce code :',
    MAIL_ACTIVATION_IGNORE: "Si vous n'avez pas créé de compte Palco, ignorez cet e-mail.",
    MAIL_PASSWORD_RESET_SUBJECT: 'Récupérez votre mot de passe Palco',
    MAIL_PASSWORD_RESET_INTRO:
      'Vous avez demandé à récupérer le mot de passe de votre compte Palco. Saisissez ce code pour en choisir un nouveau :',
    MAIL_PASSWORD_RESET_IGNORE:
      "Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe ne change pas.",
    MAIL_PIN_RECOVERY_SUBJECT: 'Récupérez le code PIN du profil %1%',
    MAIL_PIN_RECOVERY_INTRO:
      'Vous avez demandé à récupérer le code PIN du profil %1%. Saisissez ce code pour choisir un nouveau PIN :',
    MAIL_PIN_RECOVERY_IGNORE: "Si ce n'était pas vous, ignorez cet e-mail : le code PIN ne change pas.",
    MAIL_ACCOUNT_DELETION_SUBJECT: 'Confirmez la suppression de votre compte Palco',
    MAIL_ACCOUNT_DELETION_INTRO:
      'Vous avez demandé à supprimer votre compte Palco, avec ses profils, sa liste et son historique. Pour confirmer, saisissez ce code :',
    MAIL_ACCOUNT_DELETION_IGNORE:
      "Si ce n'était pas vous, ne saisissez pas le code et changez votre mot de passe : quelqu'un de connecté à votre compte a demandé sa suppression.",
    MAIL_EMAIL_CHANGE_SUBJECT: 'Confirmez votre nouvel e-mail sur Palco',
    MAIL_EMAIL_CHANGE_INTRO:
      'Vous avez demandé que votre compte Palco utilise cet e-mail. Pour confirmer, saisissez ce code :',
    MAIL_EMAIL_CHANGE_IGNORE: "Si ce n'était pas vous, ignorez cet e-mail : le compte garde son e-mail.",
  },
};
