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
  },
};

/** `pt` and `pt-PT` name the same dictionary as `pt_PT` (spec section 7); the match ignores case. */
export function resolveLocale(requested: string): ServerLocale | null {
  const normalized = requested.replace('-', '_').toLowerCase();
  const aliases: Record<string, ServerLocale> = { pt: 'pt_PT', fr: 'fr_FR', en_gb: 'en', en_us: 'en' };
  return aliases[normalized] ?? SERVER_LOCALES.find((l) => l.toLowerCase() === normalized) ?? null;
}
