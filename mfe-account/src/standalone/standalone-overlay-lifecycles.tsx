import { addTranslations, createLifecycles } from '@palco/shared';
import { dictionaries } from '../i18n';
import { StandaloneOverlayHost } from './StandaloneOverlayHost';

addTranslations(dictionaries);

export const { bootstrap, mount, unmount } = createLifecycles('mfe-account-overlays', StandaloneOverlayHost);
