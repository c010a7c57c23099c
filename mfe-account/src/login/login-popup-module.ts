import { addTranslations } from '@palco/shared';
import { formDictionaries } from '../forms-i18n';
import { dictionaries } from '../i18n';
// Listens from the start, so that drafts kept from an expired session go as soon as another account signs in.
import '../drafts/kept-drafts';

// The shell may open the popup before (or without) ever mounting this remote's app, so the popup
// brings its own strings: the app's, and those of registration, activation and the complete-profile step.
addTranslations(dictionaries);
addTranslations(formDictionaries);

export { LoginPopup } from './LoginPopup';
