import { addTranslations } from '@palco/shared';
import { dictionaries } from '../i18n';

// The catalogue renders this before the player's app has ever mounted (or without it): it brings its strings.
addTranslations(dictionaries);

export { TrailerAdBreak } from './TrailerAdBreak';
