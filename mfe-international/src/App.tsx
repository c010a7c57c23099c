import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations, NotFound } from '@palco/shared';
import { InternationalLayout } from './layout/InternationalLayout';
import { InternationalHomePage } from './pages/InternationalHomePage';
import { InternationalLoginPage } from './pages/InternationalLoginPage';
import { InternationalSignupPage } from './pages/InternationalSignupPage';
import { InternationalSubscribePage } from './subscribe/InternationalSubscribePage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

/** The international flow (spec section 2): four pages inside their own header and footer. */
export function App(): ReactNode {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/international" element={<InternationalLayout />}>
          <Route index element={<InternationalHomePage />} />
          <Route path="login" element={<InternationalLoginPage />} />
          <Route path="signup" element={<InternationalSignupPage />} />
          <Route path="subscribe" element={<InternationalSubscribePage />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
