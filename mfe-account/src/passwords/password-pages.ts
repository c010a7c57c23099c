import { addTranslations } from '@palco/shared';
import { formDictionaries } from '../forms-i18n';

// The password pages load only when their route is opened, and bring the form strings with them.
addTranslations(formDictionaries);

export { ChangePasswordPage } from './ChangePasswordPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
