import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations } from '@palco/shared';
import { LoginCallbackPage } from './login/LoginCallbackPage';
import { ProfilePage } from './profile/ProfilePage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

/**
 * The account application's routes. The shell also sends /profile/*, /choose-profile, /completar-perfil,
 * /esqueci-password, /mudar-password, /apptv and /auth here; those screens are not built yet and render
 * nothing rather than a placeholder.
 */
export function App(): ReactNode {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/login" element={<LoginCallbackPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
