import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { addTranslations } from '@palco/shared';
import { adDictionaries, dictionaries } from './i18n';
import { PlayerRoutes } from './PlayerRoutes';

addTranslations(adDictionaries);
addTranslations(dictionaries);

export function App(): ReactNode {
  return (
    <BrowserRouter>
      <PlayerRoutes />
    </BrowserRouter>
  );
}
