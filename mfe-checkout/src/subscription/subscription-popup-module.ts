import { addTranslations } from '@palco/shared';
import { dictionaries } from '../i18n';

// The shell may open the popup before (or without) ever mounting this remote's app: it brings its strings.
addTranslations(dictionaries);

export { SubscriptionPopup } from './SubscriptionPopup';
