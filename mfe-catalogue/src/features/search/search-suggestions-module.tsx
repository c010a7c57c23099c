import { addTranslations } from '@palco/shared';
import { dictionaries } from '../../i18n';
import { searchDictionaries } from './i18n';

// The shell may load this module before the catalogue's app has ever mounted, so it brings its strings,
// the search's own among them (the app's code does not carry those).
addTranslations(dictionaries);
addTranslations(searchDictionaries);

export { SearchSuggestions } from './components/SearchSuggestions';
