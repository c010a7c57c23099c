import { exposedExports, type ExposedModule } from '@palco/contracts';
import { i18n } from '@palco/shared';
import * as exposed from './login-popup-module';

// The type check fails here if the module stops matching what contracts promise the shell.
const conforms: ExposedModule<'mfe-account', 'loginPopup'> = exposed;
import { LoginPopup } from './LoginPopup';

describe('the exposed ./login-popup module', () => {
  it('offers exactly the named LoginPopup the shell renders', () => {
    expect(Object.keys(exposed)).toEqual([...exposedExports['mfe-account'].loginPopup]);
    expect(conforms.LoginPopup).toBe(LoginPopup);
  });

  it('brings its own strings, since the shell may load it before the account app', () => {
    expect(i18n.getFixedT('en')('AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT')).toBe(
      'Your password is too short.',
    );
    expect(i18n.getFixedT('fr_FR')('ACCOUNT_LOGIN_TITLE')).toBe('Se connecter');
    // And those of registration, activation and completing the profile.
    expect(i18n.getFixedT('pt_PT')('ACCOUNT_ACTIVATION_TITLE')).toBe('Ativar a conta');
    expect(i18n.getFixedT('en')('ACCOUNT_REGISTER_TITLE')).toBe('Create an account');
  });
});
