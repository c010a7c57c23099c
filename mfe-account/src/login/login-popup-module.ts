import { addTranslations } from '@palco/shared';
import { dictionaries } from '../i18n';

// The shell may open the popup before (or without) ever mounting this remote's app, so the popup
// brings its own strings.
addTranslations(dictionaries);

export { LoginPopup } from './LoginPopup';
