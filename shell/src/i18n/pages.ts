import type { Dictionaries } from '@palco/shared';

/**
 * The copy of the shell's own pages (contacts, FAQ, terms, privacy, cookies, maintenance), added when those
 * pages first load (shell/src/local-apps.tsx): no other page needs it, so it is not part of a first visit.
 * Their tab titles stay in chrome.ts, which the layout uses on every route.
 */
export const pagesDictionaries: Dictionaries = {
  pt_PT: {
    // Contacts
    SHELL_CONTACTS_INTRO:
      'Tens uma dúvida sobre a tua conta, a subscrição ou um conteúdo? A nossa equipa de apoio ajuda-te.',
    SHELL_CONTACTS_HOURS_TITLE: 'Horário de apoio',
    SHELL_CONTACTS_WEEKDAYS: 'Dias úteis',
    SHELL_CONTACTS_SATURDAYS: 'Sábados',
    SHELL_CONTACTS_HOURS: '{{opens}}h–{{closes}}h',
    SHELL_CONTACTS_TIME_ZONE:
      'Horas {{zone}}. Fora deste horário podes escrever-nos na mesma: respondemos assim que voltarmos.',
    SHELL_CONTACTS_WRITE_TITLE: 'Escreve-nos',
    SHELL_CONTACTS_WRITE: 'Envia a tua mensagem para',
    SHELL_CONTACTS_NO_EMAIL: 'O endereço de apoio não está disponível de momento. Volta a tentar mais tarde.',
    SHELL_CONTACTS_WRITE_TIPS:
      'Para te ajudarmos mais depressa, escreve a partir do e-mail da tua conta e diz-nos em que dispositivo e navegador estás a ver.',
    SHELL_CONTACTS_FAQ_TITLE: 'Antes de escreveres',
    SHELL_CONTACTS_FAQ: 'Muitas respostas sobre planos, dispositivos e perfis já estão nas',
    SHELL_CONTACTS_FAQ_LINK: 'perguntas frequentes',
    SHELL_CONTACTS_COMPLAINTS_TITLE: 'Reclamações',
    SHELL_CONTACTS_COMPLAINTS: 'Podes também apresentar uma reclamação no',

    // FAQ
    SHELL_FAQ_INTRO: 'Tudo o que precisas de saber para tirares o melhor partido do Palco.',
    SHELL_FAQ_WHAT_Q: 'O que é o Palco?',
    SHELL_FAQ_WHAT_A:
      'O Palco é um serviço de streaming em português com filmes, séries e canais de televisão em direto. São mais de 8 mil horas de conteúdo para veres quando e onde quiseres.\n\nNos canais em direto podes consultar o guia TV e rever programas que já passaram.',
    SHELL_FAQ_PLANS_Q: 'Quanto custa? Que planos existem?',
    SHELL_FAQ_PLANS_A:
      'Podes ver parte do catálogo gratuitamente, com publicidade e com tempo limitado nos conteúdos premium. Com um plano premium tens acesso a todo o catálogo e sem publicidade.\n\nOs planos e os preços em vigor estão na página Adere já. Podes pagar com cartão, MB Way, PayPal ou débito direto.',
    SHELL_FAQ_DEVICES_Q: 'Em que dispositivos posso ver?',
    SHELL_FAQ_DEVICES_A:
      'No navegador do computador, no telemóvel e no tablet, e na televisão através da nossa app: basta associá-la à tua conta com o código que aparece no ecrã.\n\nCada conta pode ter até {{devices}} dispositivos associados. Podes consultá-los e removê-los na área A minha conta.',
    SHELL_FAQ_PROFILES_Q: 'Quantos perfis posso criar?',
    SHELL_FAQ_PROFILES_A:
      'Até {{profiles}} perfis por conta. Cada perfil tem o seu avatar, o seu idioma e as suas preferências de legendas e áudio, e pode ter restrições parentais e um PIN de 4 dígitos.\n\nO perfil principal gere a conta: só ele pode, por exemplo, apagar outros perfis.',
    SHELL_FAQ_CANCEL_Q: 'Como cancelo a subscrição?',
    SHELL_FAQ_CANCEL_A:
      'Na área A minha conta, abre Subscrição e escolhe cancelar.\n\nDepois de cancelares continuas com acesso premium até ao fim do período que já pagaste; o período em curso não é reembolsado. Se pagas com PayPal, o cancelamento também é feito junto do PayPal.',
    SHELL_FAQ_VOUCHER_Q: 'Tenho um código promocional. Como o uso?',
    SHELL_FAQ_VOUCHER_A:
      'Abre a página Código promocional, no rodapé, e introduz o código. Conforme o código, ganhas dias grátis, um desconto ou um plano já pago.\n\nUm código não pode ser usado enquanto tiveres uma subscrição ativa.',
    SHELL_FAQ_ABROAD_Q: 'Posso ver o Palco fora de Portugal?',
    SHELL_FAQ_ABROAD_A:
      'Por razões legais ou técnicas, alguns conteúdos só estão disponíveis em Portugal. Quando um conteúdo não pode ser visto no país onde estás, o Palco avisa-te.',
    SHELL_FAQ_PASSWORD_Q: 'Esqueci-me da palavra-passe. E agora?',
    SHELL_FAQ_PASSWORD_A:
      'Na janela de entrada, escolhe Esqueci-me da palavra-passe e indica o teu e-mail. Vais receber uma mensagem com os passos para definires uma nova.',

    // Terms and conditions
    SHELL_TERMS_INTRO:
      'Estes termos regulam a utilização do Palco. Ao criares uma conta ou ao usares o serviço, aceitas estas condições.',
    SHELL_TERMS_SERVICE_TITLE: 'O serviço',
    SHELL_TERMS_SERVICE:
      'O Palco disponibiliza filmes, séries e canais de televisão em direto através da internet. Há conteúdos gratuitos, com publicidade, e conteúdos premium, reservados a quem tem uma subscrição ativa.\n\nO catálogo muda ao longo do tempo e a disponibilidade de cada conteúdo pode depender do país onde estás.',
    SHELL_TERMS_ACCOUNT_TITLE: 'Conta e perfis',
    SHELL_TERMS_ACCOUNT:
      'Para criares uma conta tens de ter pelo menos 13 anos e dar informações verdadeiras. És responsável por manter a tua palavra-passe em segurança e por tudo o que acontece na tua conta.\n\nCada conta pode ter até 5 perfis e até 10 dispositivos associados. O perfil principal gere a conta e os restantes perfis.',
    SHELL_TERMS_PLANS_TITLE: 'Planos, pagamentos e cancelamento',
    SHELL_TERMS_PLANS:
      'As subscrições renovam-se automaticamente no fim de cada período, ao preço de renovação indicado no momento da adesão, até as cancelares.\n\nAo cancelar, manténs o acesso até ao fim do período já pago, sem reembolso do período em curso. Uma mudança de plano começa quando o plano atual terminar. Os códigos promocionais não podem ser usados sobre uma subscrição ativa.',
    SHELL_TERMS_USE_TITLE: 'Utilização dos conteúdos',
    SHELL_TERMS_USE:
      'Os conteúdos destinam-se a uso pessoal e não comercial. Não é permitido copiar, gravar, redistribuir ou exibir publicamente os conteúdos, nem contornar as proteções técnicas do serviço.\n\nPodemos suspender contas usadas em violação destes termos.',
    SHELL_TERMS_CHANGES_TITLE: 'Alterações e contacto',
    SHELL_TERMS_CHANGES:
      'Podemos atualizar estes termos para refletir mudanças no serviço ou na lei. Avisamos-te das alterações importantes antes de entrarem em vigor.\n\nSe tiveres dúvidas, fala connosco através da página Contactos.',

    // Privacy policy
    SHELL_PRIVACY_INTRO:
      'Explicamos aqui que dados pessoais tratamos, para quê e que direitos tens sobre eles.',
    SHELL_PRIVACY_DATA_TITLE: 'Que dados recolhemos',
    SHELL_PRIVACY_DATA:
      'Dados da conta: nome, e-mail, data de nascimento e, se os indicares, telefone e género. Dados de faturação, como nome, morada e número de contribuinte, quando subscreves um plano.\n\nDados de utilização: o que vês e até onde viste, a tua lista, as classificações que dás e os dispositivos associados à conta.',
    SHELL_PRIVACY_PURPOSE_TITLE: 'Para que os usamos',
    SHELL_PRIVACY_PURPOSE:
      'Para prestar o serviço: manter a tua sessão, continuar a reprodução onde a deixaste, mostrar recomendações e gerir a subscrição e a faturação. Também para proteger as contas contra utilizações abusivas.\n\nSó te enviamos comunicações de marketing se tiveres dado o teu consentimento.',
    SHELL_PRIVACY_SHARING_TITLE: 'Com quem partilhamos',
    SHELL_PRIVACY_SHARING:
      'Com os prestadores que nos ajudam a operar o serviço, como os meios de pagamento e o fornecedor do leitor de vídeo, apenas na medida do necessário. Se entrares através de um operador de telecomunicações, trocamos com ele os dados necessários para te identificar.\n\nNão vendemos os teus dados pessoais.',
    SHELL_PRIVACY_RIGHTS_TITLE: 'Os teus direitos',
    SHELL_PRIVACY_RIGHTS:
      'Nos termos do Regulamento Geral sobre a Proteção de Dados, podes pedir acesso, retificação, apagamento ou portabilidade dos teus dados e opor-te a certos tratamentos. Podes apagar a conta a qualquer momento na área A minha conta.\n\nTens também o direito de apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD).',
    SHELL_PRIVACY_RETENTION_TITLE: 'Conservação e contacto',
    SHELL_PRIVACY_RETENTION:
      'Guardamos os dados enquanto a conta estiver ativa e, depois disso, apenas pelo tempo que a lei exigir, por exemplo para efeitos de faturação.\n\nPara exercer os teus direitos ou esclarecer dúvidas, usa a página Contactos.',

    // Cookie policy
    SHELL_COOKIES_INTRO:
      'Usamos cookies e tecnologias semelhantes para o Palco funcionar e, com a tua autorização, para o melhorar.',
    SHELL_COOKIES_WHAT_TITLE: 'O que são cookies',
    SHELL_COOKIES_WHAT:
      'São pequenos ficheiros guardados pelo navegador quando visitas um site. Usamos também o armazenamento local do navegador, que funciona de forma parecida.',
    SHELL_COOKIES_NECESSARY_TITLE: 'Cookies necessários',
    SHELL_COOKIES_NECESSARY:
      'Mantêm a tua sessão iniciada, lembram o idioma e o perfil escolhidos, identificam o dispositivo e guardam as tuas escolhas sobre cookies. Sem eles o serviço não funciona, por isso estão sempre ativos.',
    SHELL_COOKIES_ANALYTICS_TITLE: 'Cookies de análise',
    SHELL_COOKIES_ANALYTICS:
      'Medem as visitas às páginas e a forma como o site é usado, para percebermos o que melhorar. Só são usados se os aceitares.',
    SHELL_COOKIES_MARKETING_TITLE: 'Cookies de marketing',
    SHELL_COOKIES_MARKETING:
      'Ajudam a mostrar publicidade e campanhas mais relevantes e a medir a sua eficácia. Só são usados se os aceitares.',
    SHELL_COOKIES_MANAGE_TITLE: 'Gerir as tuas preferências',
    SHELL_COOKIES_MANAGE:
      'Podes mudar as tuas escolhas a qualquer momento em Definições de privacidade, no rodapé de todas as páginas ou no botão abaixo. Podes também apagar os cookies nas definições do teu navegador.',

    // Maintenance
    SHELL_MAINTENANCE_INTRO:
      'O Palco está a ser atualizado e volta dentro de momentos. Obrigado pela paciência.',
    SHELL_MAINTENANCE_WHY_TITLE: 'O que se passa',
    SHELL_MAINTENANCE_WHY:
      'Estamos a fazer trabalhos planeados para melhorar o serviço. Durante este período não é possível ver conteúdos.',
    SHELL_MAINTENANCE_ACCOUNT_TITLE: 'A tua conta',
    SHELL_MAINTENANCE_ACCOUNT:
      'A tua conta, os teus perfis e o teu progresso estão guardados e não são afetados.',
    SHELL_MAINTENANCE_RETRY: 'Tentar novamente',
  },
  en: {
    // Contacts
    SHELL_CONTACTS_INTRO:
      'A question about your account, your subscription or something you are watching? Our support team is here to help.',
    SHELL_CONTACTS_HOURS_TITLE: 'Support hours',
    SHELL_CONTACTS_WEEKDAYS: 'Weekdays',
    SHELL_CONTACTS_SATURDAYS: 'Saturdays',
    SHELL_CONTACTS_HOURS: '{{opens}}:00–{{closes}}:00',
    SHELL_CONTACTS_TIME_ZONE:
      'Times are {{zone}}. Outside these hours you can still write to us: we reply as soon as we are back.',
    SHELL_CONTACTS_WRITE_TITLE: 'Write to us',
    SHELL_CONTACTS_WRITE: 'Send your message to',
    SHELL_CONTACTS_NO_EMAIL: 'The support address is not available right now. Please try again later.',
    SHELL_CONTACTS_WRITE_TIPS:
      'To help us help you faster, write from your account’s e-mail address and tell us which device and browser you are watching on.',
    SHELL_CONTACTS_FAQ_TITLE: 'Before you write',
    SHELL_CONTACTS_FAQ: 'Many answers about plans, devices and profiles are already in the',
    SHELL_CONTACTS_FAQ_LINK: 'frequently asked questions',
    SHELL_CONTACTS_COMPLAINTS_TITLE: 'Complaints',
    SHELL_CONTACTS_COMPLAINTS: 'You can also file a complaint in the',

    // FAQ
    SHELL_FAQ_INTRO: 'Everything you need to know to get the most out of Palco.',
    SHELL_FAQ_WHAT_Q: 'What is Palco?',
    SHELL_FAQ_WHAT_A:
      'Palco is a Portuguese-language streaming service with movies, series and live TV channels. That is more than 8 thousand hours of content to watch whenever and wherever you like.\n\nFor live channels you can check the TV guide and catch up on shows that have already aired.',
    SHELL_FAQ_PLANS_Q: 'How much does it cost? Which plans are there?',
    SHELL_FAQ_PLANS_A:
      'You can watch part of the catalogue for free, with ads and a time limit on premium content. A premium plan gives you the whole catalogue without ads.\n\nCurrent plans and prices are on the Join now page. You can pay by card, MB Way, PayPal or direct debit.',
    SHELL_FAQ_DEVICES_Q: 'Which devices can I watch on?',
    SHELL_FAQ_DEVICES_A:
      'In your computer’s browser, on your phone and tablet, and on your TV through our app: just link it to your account with the code shown on screen.\n\nEach account can have up to {{devices}} linked devices. You can see and remove them under My account.',
    SHELL_FAQ_PROFILES_Q: 'How many profiles can I create?',
    SHELL_FAQ_PROFILES_A:
      'Up to {{profiles}} profiles per account. Each profile has its own avatar, language and subtitle and audio preferences, and can have parental restrictions and a 4-digit PIN.\n\nThe main profile manages the account: only it can, for example, delete other profiles.',
    SHELL_FAQ_CANCEL_Q: 'How do I cancel my subscription?',
    SHELL_FAQ_CANCEL_A:
      'Under My account, open Subscription and choose cancel.\n\nAfter cancelling you keep premium access until the end of the period you have already paid for; the current period is not refunded. If you pay with PayPal, the cancellation is also made with PayPal.',
    SHELL_FAQ_VOUCHER_Q: 'I have a promo code. How do I use it?',
    SHELL_FAQ_VOUCHER_A:
      'Open the Promo code page from the footer and enter your code. Depending on the code you get free days, a discount or a prepaid plan.\n\nA code cannot be used while you have an active subscription.',
    SHELL_FAQ_ABROAD_Q: 'Can I watch Palco outside Portugal?',
    SHELL_FAQ_ABROAD_A:
      'For legal or technical reasons, some content is only available in Portugal. When something cannot be watched in the country you are in, Palco tells you.',
    SHELL_FAQ_PASSWORD_Q: 'I forgot my password. What now?',
    SHELL_FAQ_PASSWORD_A:
      'In the sign-in window, choose Forgot password and enter your e-mail address. You will receive a message with the steps to set a new one.',

    // Terms and conditions
    SHELL_TERMS_INTRO:
      'These terms govern the use of Palco. By creating an account or using the service, you accept them.',
    SHELL_TERMS_SERVICE_TITLE: 'The service',
    SHELL_TERMS_SERVICE:
      'Palco offers movies, series and live TV channels over the internet. Some content is free, with ads; premium content is reserved for those with an active subscription.\n\nThe catalogue changes over time, and whether a title is available may depend on the country you are in.',
    SHELL_TERMS_ACCOUNT_TITLE: 'Account and profiles',
    SHELL_TERMS_ACCOUNT:
      'To create an account you must be at least 13 years old and give truthful information. You are responsible for keeping your password safe and for everything that happens in your account.\n\nEach account can have up to 5 profiles and up to 10 linked devices. The main profile manages the account and the other profiles.',
    SHELL_TERMS_PLANS_TITLE: 'Plans, payments and cancellation',
    SHELL_TERMS_PLANS:
      'Subscriptions renew automatically at the end of each period, at the renewal price shown when you joined, until you cancel.\n\nWhen you cancel, you keep access until the end of the period already paid for, with no refund for the current period. A plan change starts when the current plan ends. Promo codes cannot be used on top of an active subscription.',
    SHELL_TERMS_USE_TITLE: 'Use of content',
    SHELL_TERMS_USE:
      'Content is for personal, non-commercial use. You may not copy, record, redistribute or publicly show it, nor get around the service’s technical protections.\n\nWe may suspend accounts used in breach of these terms.',
    SHELL_TERMS_CHANGES_TITLE: 'Changes and contact',
    SHELL_TERMS_CHANGES:
      'We may update these terms to reflect changes in the service or the law. We tell you about important changes before they take effect.\n\nIf you have questions, reach us through the Contact us page.',

    // Privacy policy
    SHELL_PRIVACY_INTRO:
      'Here we explain which personal data we process, why, and the rights you have over it.',
    SHELL_PRIVACY_DATA_TITLE: 'What we collect',
    SHELL_PRIVACY_DATA:
      'Account data: name, e-mail address, date of birth and, if you give them, phone number and gender. Billing data, such as name, address and tax number, when you subscribe to a plan.\n\nUsage data: what you watch and how far you got, your list, the ratings you give and the devices linked to your account.',
    SHELL_PRIVACY_PURPOSE_TITLE: 'Why we use it',
    SHELL_PRIVACY_PURPOSE:
      'To provide the service: keeping you signed in, resuming playback where you left off, showing recommendations and managing your subscription and billing. Also to protect accounts from abuse.\n\nWe only send you marketing messages if you have agreed to receive them.',
    SHELL_PRIVACY_SHARING_TITLE: 'Who we share it with',
    SHELL_PRIVACY_SHARING:
      'With the providers that help us run the service, such as payment providers and the video player provider, and only as far as needed. If you sign in through a telecom operator, we exchange with it the data needed to identify you.\n\nWe do not sell your personal data.',
    SHELL_PRIVACY_RIGHTS_TITLE: 'Your rights',
    SHELL_PRIVACY_RIGHTS:
      'Under the General Data Protection Regulation you can ask to access, correct, erase or port your data, and object to certain processing. You can delete your account at any time under My account.\n\nYou also have the right to complain to the Portuguese data protection authority (CNPD).',
    SHELL_PRIVACY_RETENTION_TITLE: 'Retention and contact',
    SHELL_PRIVACY_RETENTION:
      'We keep your data while your account is active and, after that, only as long as the law requires, for example for billing.\n\nTo exercise your rights or ask a question, use the Contact us page.',

    // Cookie policy
    SHELL_COOKIES_INTRO:
      'We use cookies and similar technologies to make Palco work and, with your permission, to improve it.',
    SHELL_COOKIES_WHAT_TITLE: 'What cookies are',
    SHELL_COOKIES_WHAT:
      'Small files your browser stores when you visit a site. We also use the browser’s local storage, which works in a similar way.',
    SHELL_COOKIES_NECESSARY_TITLE: 'Necessary cookies',
    SHELL_COOKIES_NECESSARY:
      'They keep you signed in, remember your language and chosen profile, identify your device and store your cookie choices. The service cannot work without them, so they are always on.',
    SHELL_COOKIES_ANALYTICS_TITLE: 'Analytics cookies',
    SHELL_COOKIES_ANALYTICS:
      'They measure page visits and how the site is used, so we can see what to improve. They are only used if you accept them.',
    SHELL_COOKIES_MARKETING_TITLE: 'Marketing cookies',
    SHELL_COOKIES_MARKETING:
      'They help show more relevant advertising and campaigns and measure how well they work. They are only used if you accept them.',
    SHELL_COOKIES_MANAGE_TITLE: 'Managing your preferences',
    SHELL_COOKIES_MANAGE:
      'You can change your choices at any time under Privacy settings, in the footer of every page or with the button below. You can also delete cookies in your browser’s settings.',

    // Maintenance
    SHELL_MAINTENANCE_INTRO: 'Palco is being updated and will be back shortly. Thank you for your patience.',
    SHELL_MAINTENANCE_WHY_TITLE: 'What is going on',
    SHELL_MAINTENANCE_WHY:
      'We are carrying out planned work to improve the service. Content cannot be watched in the meantime.',
    SHELL_MAINTENANCE_ACCOUNT_TITLE: 'Your account',
    SHELL_MAINTENANCE_ACCOUNT: 'Your account, profiles and progress are saved and not affected.',
    SHELL_MAINTENANCE_RETRY: 'Try again',
  },
  fr_FR: {
    // Contacts
    SHELL_CONTACTS_INTRO:
      'Une question sur votre compte, votre abonnement ou un programme ? Notre équipe d’assistance est là pour vous aider.',
    SHELL_CONTACTS_HOURS_TITLE: 'Horaires de l’assistance',
    SHELL_CONTACTS_WEEKDAYS: 'Du lundi au vendredi',
    SHELL_CONTACTS_SATURDAYS: 'Le samedi',
    SHELL_CONTACTS_HOURS: '{{opens}} h – {{closes}} h',
    SHELL_CONTACTS_TIME_ZONE:
      'Heures {{zone}}. En dehors de ces horaires, vous pouvez tout de même nous écrire : nous répondons dès notre retour.',
    SHELL_CONTACTS_WRITE_TITLE: 'Écrivez-nous',
    SHELL_CONTACTS_WRITE: 'Envoyez votre message à',
    SHELL_CONTACTS_NO_EMAIL:
      'L’adresse de l’assistance n’est pas disponible pour le moment. Réessayez plus tard.',
    SHELL_CONTACTS_WRITE_TIPS:
      'Pour que nous puissions vous aider plus vite, écrivez depuis l’adresse e-mail de votre compte et indiquez l’appareil et le navigateur que vous utilisez.',
    SHELL_CONTACTS_FAQ_TITLE: 'Avant de nous écrire',
    SHELL_CONTACTS_FAQ:
      'Beaucoup de réponses sur les offres, les appareils et les profils se trouvent déjà dans les',
    SHELL_CONTACTS_FAQ_LINK: 'questions fréquentes',
    SHELL_CONTACTS_COMPLAINTS_TITLE: 'Réclamations',
    SHELL_CONTACTS_COMPLAINTS: 'Vous pouvez aussi déposer une réclamation dans le',

    // FAQ
    SHELL_FAQ_INTRO: 'Tout ce qu’il faut savoir pour profiter pleinement de Palco.',
    SHELL_FAQ_WHAT_Q: 'Qu’est-ce que Palco ?',
    SHELL_FAQ_WHAT_A:
      'Palco est un service de streaming en portugais qui propose des films, des séries et des chaînes de télévision en direct. Plus de 8 mille heures de contenus à regarder quand et où vous voulez.\n\nPour les chaînes en direct, vous pouvez consulter le guide TV et revoir les programmes déjà diffusés.',
    SHELL_FAQ_PLANS_Q: 'Combien ça coûte ? Quelles offres existent ?',
    SHELL_FAQ_PLANS_A:
      'Vous pouvez regarder une partie du catalogue gratuitement, avec de la publicité et une durée limitée sur les contenus premium. Une offre premium donne accès à tout le catalogue, sans publicité.\n\nLes offres et les prix en vigueur figurent sur la page Abonnez-vous. Vous pouvez payer par carte, MB Way, PayPal ou prélèvement.',
    SHELL_FAQ_DEVICES_Q: 'Sur quels appareils puis-je regarder ?',
    SHELL_FAQ_DEVICES_A:
      'Dans le navigateur de votre ordinateur, sur votre téléphone et votre tablette, et sur votre télévision avec notre application : il suffit de l’associer à votre compte avec le code affiché à l’écran.\n\nChaque compte peut avoir jusqu’à {{devices}} appareils associés. Vous pouvez les consulter et les retirer dans Mon compte.',
    SHELL_FAQ_PROFILES_Q: 'Combien de profils puis-je créer ?',
    SHELL_FAQ_PROFILES_A:
      'Jusqu’à {{profiles}} profils par compte. Chaque profil a son avatar, sa langue et ses préférences de sous-titres et d’audio, et peut avoir un contrôle parental et un code PIN à 4 chiffres.\n\nLe profil principal gère le compte : lui seul peut, par exemple, supprimer d’autres profils.',
    SHELL_FAQ_CANCEL_Q: 'Comment résilier mon abonnement ?',
    SHELL_FAQ_CANCEL_A:
      'Dans Mon compte, ouvrez Abonnement et choisissez de résilier.\n\nAprès la résiliation, vous gardez l’accès premium jusqu’à la fin de la période déjà payée ; la période en cours n’est pas remboursée. Si vous payez avec PayPal, la résiliation est aussi faite auprès de PayPal.',
    SHELL_FAQ_VOUCHER_Q: 'J’ai un code promo. Comment l’utiliser ?',
    SHELL_FAQ_VOUCHER_A:
      'Ouvrez la page Code promo depuis le pied de page et saisissez votre code. Selon le code, vous obtenez des jours gratuits, une réduction ou une offre prépayée.\n\nUn code ne peut pas être utilisé tant qu’un abonnement est actif.',
    SHELL_FAQ_ABROAD_Q: 'Puis-je regarder Palco hors du Portugal ?',
    SHELL_FAQ_ABROAD_A:
      'Pour des raisons légales ou techniques, certains contenus ne sont disponibles qu’au Portugal. Quand un contenu ne peut pas être regardé dans le pays où vous vous trouvez, Palco vous le signale.',
    SHELL_FAQ_PASSWORD_Q: 'J’ai oublié mon mot de passe. Que faire ?',
    SHELL_FAQ_PASSWORD_A:
      'Dans la fenêtre de connexion, choisissez Mot de passe oublié et saisissez votre adresse e-mail. Vous recevrez un message expliquant comment en définir un nouveau.',

    // Terms and conditions
    SHELL_TERMS_INTRO:
      'Ces conditions régissent l’utilisation de Palco. En créant un compte ou en utilisant le service, vous les acceptez.',
    SHELL_TERMS_SERVICE_TITLE: 'Le service',
    SHELL_TERMS_SERVICE:
      'Palco propose des films, des séries et des chaînes de télévision en direct sur internet. Certains contenus sont gratuits, avec publicité ; les contenus premium sont réservés aux abonnés actifs.\n\nLe catalogue évolue avec le temps, et la disponibilité d’un titre peut dépendre du pays où vous vous trouvez.',
    SHELL_TERMS_ACCOUNT_TITLE: 'Compte et profils',
    SHELL_TERMS_ACCOUNT:
      'Pour créer un compte, vous devez avoir au moins 13 ans et fournir des informations exactes. Vous êtes responsable de la sécurité de votre mot de passe et de tout ce qui se passe sur votre compte.\n\nChaque compte peut avoir jusqu’à 5 profils et 10 appareils associés. Le profil principal gère le compte et les autres profils.',
    SHELL_TERMS_PLANS_TITLE: 'Offres, paiements et résiliation',
    SHELL_TERMS_PLANS:
      'Les abonnements se renouvellent automatiquement à la fin de chaque période, au prix de renouvellement indiqué lors de la souscription, jusqu’à leur résiliation.\n\nEn cas de résiliation, vous gardez l’accès jusqu’à la fin de la période déjà payée, sans remboursement de la période en cours. Un changement d’offre prend effet à la fin de l’offre actuelle. Les codes promo ne peuvent pas s’ajouter à un abonnement actif.',
    SHELL_TERMS_USE_TITLE: 'Utilisation des contenus',
    SHELL_TERMS_USE:
      'Les contenus sont destinés à un usage personnel et non commercial. Il est interdit de les copier, enregistrer, redistribuer ou diffuser publiquement, ou de contourner les protections techniques du service.\n\nNous pouvons suspendre les comptes utilisés en violation de ces conditions.',
    SHELL_TERMS_CHANGES_TITLE: 'Modifications et contact',
    SHELL_TERMS_CHANGES:
      'Nous pouvons mettre à jour ces conditions pour tenir compte de l’évolution du service ou de la loi. Nous vous prévenons des changements importants avant leur entrée en vigueur.\n\nPour toute question, contactez-nous via la page Nous contacter.',

    // Privacy policy
    SHELL_PRIVACY_INTRO:
      'Nous expliquons ici quelles données personnelles nous traitons, pourquoi, et quels sont vos droits.',
    SHELL_PRIVACY_DATA_TITLE: 'Les données collectées',
    SHELL_PRIVACY_DATA:
      'Données du compte : nom, adresse e-mail, date de naissance et, si vous les indiquez, téléphone et genre. Données de facturation, comme le nom, l’adresse et le numéro fiscal, lorsque vous souscrivez une offre.\n\nDonnées d’utilisation : ce que vous regardez et où vous en êtes, votre liste, les notes que vous donnez et les appareils associés au compte.',
    SHELL_PRIVACY_PURPOSE_TITLE: 'Pourquoi nous les utilisons',
    SHELL_PRIVACY_PURPOSE:
      'Pour fournir le service : garder votre session ouverte, reprendre la lecture là où vous l’avez laissée, proposer des recommandations et gérer l’abonnement et la facturation. Également pour protéger les comptes contre les abus.\n\nNous ne vous envoyons de communications marketing qu’avec votre consentement.',
    SHELL_PRIVACY_SHARING_TITLE: 'Avec qui nous les partageons',
    SHELL_PRIVACY_SHARING:
      'Avec les prestataires qui nous aident à faire fonctionner le service, comme les moyens de paiement et le fournisseur du lecteur vidéo, et seulement dans la mesure nécessaire. Si vous vous connectez via un opérateur de télécommunications, nous échangeons avec lui les données nécessaires pour vous identifier.\n\nNous ne vendons pas vos données personnelles.',
    SHELL_PRIVACY_RIGHTS_TITLE: 'Vos droits',
    SHELL_PRIVACY_RIGHTS:
      'Conformément au Règlement général sur la protection des données, vous pouvez demander l’accès, la rectification, l’effacement ou la portabilité de vos données et vous opposer à certains traitements. Vous pouvez supprimer votre compte à tout moment dans Mon compte.\n\nVous pouvez aussi introduire une réclamation auprès de l’autorité portugaise de protection des données (CNPD).',
    SHELL_PRIVACY_RETENTION_TITLE: 'Conservation et contact',
    SHELL_PRIVACY_RETENTION:
      'Nous conservons vos données tant que votre compte est actif et, ensuite, uniquement pendant la durée exigée par la loi, par exemple pour la facturation.\n\nPour exercer vos droits ou poser une question, utilisez la page Nous contacter.',

    // Cookie policy
    SHELL_COOKIES_INTRO:
      'Nous utilisons des cookies et des technologies similaires pour faire fonctionner Palco et, avec votre accord, pour l’améliorer.',
    SHELL_COOKIES_WHAT_TITLE: 'Qu’est-ce qu’un cookie',
    SHELL_COOKIES_WHAT:
      'Un petit fichier que votre navigateur enregistre quand vous visitez un site. Nous utilisons aussi le stockage local du navigateur, qui fonctionne de manière similaire.',
    SHELL_COOKIES_NECESSARY_TITLE: 'Cookies nécessaires',
    SHELL_COOKIES_NECESSARY:
      'Ils gardent votre session ouverte, mémorisent votre langue et le profil choisi, identifient votre appareil et enregistrent vos choix sur les cookies. Le service ne peut pas fonctionner sans eux : ils sont donc toujours actifs.',
    SHELL_COOKIES_ANALYTICS_TITLE: 'Cookies de mesure d’audience',
    SHELL_COOKIES_ANALYTICS:
      'Ils mesurent les visites des pages et l’utilisation du site, pour nous aider à savoir quoi améliorer. Ils ne sont utilisés que si vous les acceptez.',
    SHELL_COOKIES_MARKETING_TITLE: 'Cookies marketing',
    SHELL_COOKIES_MARKETING:
      'Ils aident à afficher des publicités et des campagnes plus pertinentes et à mesurer leur efficacité. Ils ne sont utilisés que si vous les acceptez.',
    SHELL_COOKIES_MANAGE_TITLE: 'Gérer vos préférences',
    SHELL_COOKIES_MANAGE:
      'Vous pouvez modifier vos choix à tout moment dans Paramètres de confidentialité, en pied de chaque page ou avec le bouton ci-dessous. Vous pouvez aussi supprimer les cookies dans les paramètres de votre navigateur.',

    // Maintenance
    SHELL_MAINTENANCE_INTRO:
      'Palco est en cours de mise à jour et revient dans quelques instants. Merci de votre patience.',
    SHELL_MAINTENANCE_WHY_TITLE: 'Que se passe-t-il ?',
    SHELL_MAINTENANCE_WHY:
      'Nous effectuons des travaux planifiés pour améliorer le service. Les contenus ne peuvent pas être regardés pendant ce temps.',
    SHELL_MAINTENANCE_ACCOUNT_TITLE: 'Votre compte',
    SHELL_MAINTENANCE_ACCOUNT:
      'Votre compte, vos profils et votre progression sont conservés et ne sont pas affectés.',
    SHELL_MAINTENANCE_RETRY: 'Réessayer',
  },
};
