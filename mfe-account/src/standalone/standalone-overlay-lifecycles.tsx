import { addTranslations, createLifecycles } from '@palco/shared';
import { formDictionaries } from '../forms-i18n';
import { dictionaries } from '../i18n';
import { StandaloneOverlayHost } from './StandaloneOverlayHost';

addTranslations(dictionaries);
addTranslations(formDictionaries);

export const { bootstrap, mount, unmount } = createLifecycles('mfe-account-overlays', StandaloneOverlayHost);
