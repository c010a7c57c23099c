export {
  AFFILIATE_MAX_AGE_MS,
  AFFILIATE_STORAGE_KEY,
  type AffiliateStorageOptions,
  clearAffiliate,
  getAffiliate,
  setAffiliate,
} from './affiliate/affiliate-marker';
export { AppProviders, viewerScope } from './app/AppProviders';
export { createLifecycles } from './app/create-lifecycles';
export { ErrorBoundary } from './app/ErrorBoundary';
export { startStandalone } from './app/start-standalone';
export * from './constants';
export { appendUnique, lastItemId } from './data/cursor-paging';
export {
  type CursorPage,
  type CursorPageRequest,
  type CursorPaging,
  useCursorPaging,
} from './data/use-cursor-paging';
export { getDeviceId } from './device/device-id';
export { bus, type PalcoBus } from './events/bus';
export { formatPrice, toPeriodType } from './format/price';
export { ApiError, DEFAULT_ERROR_STATUS, normaliseError } from './http/api-error';
export { errorMessageFor, fillPlaceholders } from './http/error-message';
export {
  API_BASE_URL,
  type CallArgs,
  callEndpoint,
  type CallOptions,
  createHttpClient,
  type HttpClient,
  type HttpClientDeps,
  type HttpResponse,
} from './http/http-client';
export {
  addTranslations,
  changeLocale,
  createI18n,
  DEFAULT_LOCALE,
  type Dictionaries,
  type DictionaryLoader,
  i18n,
  type LazyDictionaries,
  type Locale,
  mergeServerTranslations,
  supportedLocales,
  toLocale,
  translationsReady,
} from './i18n/i18n';
// react-i18next's hooks and provider reach the apps from here, in the page's one copy of shared: a copy of
// react-i18next bundled by an app would have no i18next instance. Only what the apps use is in the page.
export { I18nextProvider, useTranslation } from 'react-i18next';
export { http } from './runtime';
export { type ExposedLoader, loadExposedModule, registerExposedLoader } from './remotes/exposed-modules';
export {
  AUTH_TOKEN_KEY,
  createSessionStore,
  type SessionState,
  sessionStore,
  useSession,
} from './session/session-store';
export {
  getPageSettings,
  isFeatureOn,
  loadPageSettings,
  mergeSettings,
  SETTINGS_KEY,
  settingsDefaults,
  useServerSettings,
  useSettings,
} from './settings/settings';
export { AppLink, type AppLinkProps } from './ui/AppLink';
export { CONTENT_LANG, contentLang, ContentText, useContentLang } from './ui/ContentText';
export { usePageTitle } from './ui/page-title';
export { ComingSoon, type ComingSoonProps, NotFound } from './ui/StatusPage';
export { Dialog, type DialogProps } from './ui/Dialog';
export { Modal, type ModalProps } from './ui/Modal';
export { PlanCard, type PlanCardProps, PlanList, type PlanListProps } from './ui/PlanCard';
export { Spinner } from './ui/Spinner';
export { Toast, type ToastProps } from './ui/Toast';
export {
  isValidEmail,
  type LoginErrorToken,
  PASSWORD_MIN_LENGTH,
  validateLogin,
} from './validation/validators';
export { endSession } from './session/end-session';
export { loadAccount, restoreSession, selectProfile, signIn, signOut } from './session/session-service';
