import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations, NotFound } from '@palco/shared';
import { ProfileChooser } from './choose-profile/ProfileChooser';
import { LoginCallbackPage } from './login/LoginCallbackPage';
import { CHOOSE_PROFILE_PATH, SWITCH_PROFILE_PATH } from './navigation/profile-choice';
import { comingSoonPages } from './pages/coming-soon-pages';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { ProfilePage } from './profile/ProfilePage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

/**
 * The account application's routes: every route and sub-route the route table gives mfe-account. Built
 * screens render themselves, the ones marked `coming-soon` render shared's ComingSoon state, and any
 * other path the shell sends here renders shared's NotFound.
 */
export function App(): ReactNode {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path={SWITCH_PROFILE_PATH} element={<ProfileChooser mode="switch" />} />
        <Route path={CHOOSE_PROFILE_PATH} element={<ProfileChooser mode="choose" />} />
        <Route path="/login" element={<LoginCallbackPage />} />
        {comingSoonPages.map(({ path, titleKey }) => (
          <Route key={path} path={path} element={<ComingSoonPage titleKey={titleKey} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
