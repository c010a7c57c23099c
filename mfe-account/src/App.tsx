import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations, NotFound, Spinner } from '@palco/shared';
import { ProfileChooser } from './choose-profile/ProfileChooser';
import { DEVICES_PATH, TV_APP_PATH } from './devices/device-paths';
// Listens from the start, so that drafts kept from an expired session go as soon as another account signs in.
import './drafts/kept-drafts';
import { deviceEntryDictionaries } from './devices-entry-i18n';
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
import {
  AVATAR_PATH,
  CREATE_PROFILE_PATH,
  EDIT_PROFILE_PATH,
  LANGUAGE_PATH,
} from './profiles-manage/profile-paths';
import { dictionaries } from './i18n';

addTranslations(dictionaries);
// The few device words /profile and the login popup show before the device pages load.
addTranslations(deviceEntryDictionaries);

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
const devicePages = (): Promise<typeof import('./pages/device-pages')> => import('./pages/device-pages');
const DevicesPage = lazy(() => devicePages().then((pages) => ({ default: pages.DevicesPage })));
const TvLinkPage = lazy(() => devicePages().then((pages) => ({ default: pages.TvLinkPage })));
const operatorPages = (): Promise<typeof import('./pages/operator-pages')> =>
  import('./pages/operator-pages');
const OperatorAuthPage = lazy(() => operatorPages().then((pages) => ({ default: pages.OperatorAuthPage })));
const profilePages = (): Promise<typeof import('./pages/profile-pages')> => import('./pages/profile-pages');
const CreateProfilePage = lazy(() => profilePages().then((pages) => ({ default: pages.CreateProfilePage })));
const EditProfilePage = lazy(() => profilePages().then((pages) => ({ default: pages.EditProfilePage })));
const AvatarPage = lazy(() => profilePages().then((pages) => ({ default: pages.AvatarPage })));
const LanguagePage = lazy(() => profilePages().then((pages) => ({ default: pages.LanguagePage })));

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
          <Route path={CREATE_PROFILE_PATH} element={<CreateProfilePage />} />
          <Route path={EDIT_PROFILE_PATH} element={<EditProfilePage />} />
          <Route path={AVATAR_PATH} element={<AvatarPage />} />
          <Route path={LANGUAGE_PATH} element={<LanguagePage />} />
          <Route path={DEVICES_PATH} element={<DevicesPage />} />
          <Route path={TV_APP_PATH} element={<TvLinkPage />} />
          <Route path="/auth" element={<OperatorAuthPage />} />
          <Route path="/auth/:id" element={<OperatorAuthPage />} />
          {comingSoonPages.map(({ path, titleKey }) => (
            <Route key={path} path={path} element={<ComingSoonPage titleKey={titleKey} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
