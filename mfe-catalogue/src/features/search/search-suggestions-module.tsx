import { addTranslations } from '@palco/shared';
import { dictionaries } from '../../i18n';

// The shell may load this module before the catalogue's app has ever mounted, so it brings its strings.
addTranslations(dictionaries);

export { SearchSuggestions } from './components/SearchSuggestions';
