import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations, NotFound, Spinner } from '@palco/shared';
import { ProfileChooser } from './choose-profile/ProfileChooser';
import { LoginCallbackPage } from './login/LoginCallbackPage';
import {
  CHANGE_PASSWORD_PATH,
  COMPLETE_PROFILE_PATH,
  FORGOT_PASSWORD_PATH,
  PERSONAL_DATA_PATH,
  PROFILE_CHANGE_PASSWORD_PATH,
} from './navigation/account-paths';
import { CHOOSE_PROFILE_PATH, SWITCH_PROFILE_PATH } from './navigation/profile-choice';
import { comingSoonPages } from './pages/coming-soon-pages';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { ProfilePage } from './profile/ProfilePage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

// Pages few visits open load on demand, with their strings, so the app's first load stays small.
const passwordPages = (): Promise<typeof import('./passwords/password-pages')> =>
  import('./passwords/password-pages');
const ForgotPasswordPage = lazy(() =>
  passwordPages().then((pages) => ({ default: pages.ForgotPasswordPage })),
);
const ChangePasswordPage = lazy(() =>
  passwordPages().then((pages) => ({ default: pages.ChangePasswordPage })),
);
const personalDataPages = (): Promise<typeof import('./pages/personal-data-pages')> =>
  import('./pages/personal-data-pages');
const AccountDataPage = lazy(() => personalDataPages().then((pages) => ({ default: pages.AccountDataPage })));
const CompleteProfilePage = lazy(() =>
  personalDataPages().then((pages) => ({ default: pages.CompleteProfilePage })),
);

/**
 * The account application's routes: every route and sub-route the route table gives mfe-account. Built
 * screens render themselves, the ones marked `coming-soon` render shared's ComingSoon state, and any
 * other path the shell sends here renders shared's NotFound.
 */
export function App(): ReactNode {
  return (
    <BrowserRouter>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path={SWITCH_PROFILE_PATH} element={<ProfileChooser mode="switch" />} />
          <Route path={CHOOSE_PROFILE_PATH} element={<ProfileChooser mode="choose" />} />
          <Route path="/login" element={<LoginCallbackPage />} />
          <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
          <Route path={CHANGE_PASSWORD_PATH} element={<ChangePasswordPage />} />
          <Route path={PROFILE_CHANGE_PASSWORD_PATH} element={<ChangePasswordPage />} />
          <Route path={PERSONAL_DATA_PATH} element={<AccountDataPage />} />
          <Route path={COMPLETE_PROFILE_PATH} element={<CompleteProfilePage />} />
          {comingSoonPages.map(({ path, titleKey }) => (
            <Route key={path} path={path} element={<ComingSoonPage titleKey={titleKey} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
