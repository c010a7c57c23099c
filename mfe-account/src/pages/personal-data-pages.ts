import { addTranslations } from '@palco/shared';
import { formDictionaries } from '../forms-i18n';

// Personal data and the complete-profile page load only when their route is opened, with the form strings.
addTranslations(formDictionaries);

export { AccountDataPage } from '../account-data/AccountDataPage';
export { CompleteProfilePage } from '../complete-profile/CompleteProfilePage';
