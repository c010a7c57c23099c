import type { Dictionaries } from '@palco/shared';

/**
 * The words screens use before their own module has loaded: the "delete account" action on /profile,
 * the login popup's way to the TV-code sign-in, and the sign-in refusal of an 11th device (which a
 * password sign-in can meet). The app and the login popup register them at start.
 */
export const deviceEntryDictionaries: Dictionaries = {
  pt_PT: {
    ACCOUNT_DELETE_ACCOUNT: 'Apagar conta',
    ACCOUNT_TV_LOGIN_LINK: 'Entrar com um código noutro dispositivo',
    SERVER_ERROR_DEVICE_LIMIT_REACHED:
      'A conta já tem o máximo de 10 dispositivos com sessão iniciada. Para entrares neste, remove um dispositivo em "A minha conta" > "Dispositivos", num dispositivo onde já tenhas sessão iniciada.',
  },
  en: {
    ACCOUNT_DELETE_ACCOUNT: 'Delete account',
    ACCOUNT_TV_LOGIN_LINK: 'Sign in with a code on another device',
    SERVER_ERROR_DEVICE_LIMIT_REACHED:
      'The account already has the maximum of 10 signed-in devices. To sign in on this one, remove a device under "My account" > "Devices" on a device where you are signed in.',
  },
  fr_FR: {
    ACCOUNT_DELETE_ACCOUNT: 'Supprimer le compte',
    ACCOUNT_TV_LOGIN_LINK: 'Se connecter avec un code sur un autre appareil',
    SERVER_ERROR_DEVICE_LIMIT_REACHED:
      'Le compte a déjà le maximum de 10 appareils connectés. Pour vous connecter sur celui-ci, retirez un appareil dans « Mon compte » > « Appareils » depuis un appareil déjà connecté.',
  },
};
