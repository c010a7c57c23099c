import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations } from '@palco/shared';
import { PlansPage } from './plans/PlansPage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

export function App(): ReactNode {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/adira-ja" element={<PlansPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
