import { addTranslations } from '@palco/shared';
import { adDictionaries } from '../i18n';

// The catalogue renders this before the player's app has ever mounted (or without it): it brings its strings,
// in every language at once, so that it renders at once.
addTranslations(adDictionaries);

export { TrailerAdBreak } from './TrailerAdBreak';
