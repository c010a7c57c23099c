import { addTranslations } from '@palco/shared';
import { deviceEntryDictionaries } from '../devices-entry-i18n';
import { deviceDictionaries } from '../devices-i18n';
import { formDictionaries } from '../forms-i18n';

// The devices page, /apptv, the TV-code sign-in and the delete-account popup load only when opened, with
// their strings and the form strings (e-mailed codes, the account calls' errors).
addTranslations(formDictionaries);
addTranslations(deviceEntryDictionaries);
addTranslations(deviceDictionaries);

export { DeleteAccountPopup } from '../delete-account/DeleteAccountPopup';
export { DevicesPage } from '../devices/DevicesPage';
export { TvCodeLogin } from '../tv/TvCodeLogin';
export { TvLinkPage } from '../tv/TvLinkPage';
