// The calls of the account, its profiles and devices, apart from endpoint-list.ts (which re-exports them) so
// that an app's bundle places them and their schemas with the code of the account's pages and popups, not in
// the first file of every page. shared's own session calls are session-endpoints.ts's.
import { defineEndpoint as e } from './endpoint-def';
import {
  AccountSchema,
  AvatarListSchema,
  ProfileListSchema,
  ProfileSchema,
  RestrictionListSchema,
} from './account-entities';
import {
  AccountCheckSchema,
  ActivationSchema,
  DeviceCodeSchema,
  DeviceListSchema,
  DeviceLoginResponseSchema,
  DoneSchema,
  SignupResponseSchema,
} from './entities';
import { BillingSchema, TransactionListSchema } from './payments';
import { SocialLoginResponseSchema } from './social';

// Account
export const signup = /* @__PURE__ */ e('signup', 'POST', '/v1/signup', SignupResponseSchema);
export const validate = /* @__PURE__ */ e('validate', 'POST', '/v1/validate', ActivationSchema);
export const reactivate = /* @__PURE__ */ e('reactivate', 'PUT', '/v1/account/activate', DoneSchema);
export const checkAccount = /* @__PURE__ */ e(
  'checkAccount',
  'POST',
  '/v1/account/check',
  AccountCheckSchema,
);
export const putAccount = /* @__PURE__ */ e('putAccount', 'PUT', '/v1/account', AccountSchema);
/**
 * `{code}`: the code mailed to the new address `putAccount {email}` asked for (flag `email_update`); the
 * account then takes it. Not in the spec, which names no call for this step.
 */
export const confirmEmail = /* @__PURE__ */ e(
  'confirmEmail',
  'POST',
  '/v1/account/email/confirm',
  AccountSchema,
);
/**
 * Deleting the account takes two steps (spec section 4): `requestDeleteCode` e-mails a code, `confirmDelete`
 * `{email, code}` deletes. `DELETE /v1/account` is step 1 under the spec's other name (202, nothing deleted).
 */
export const deleteAccount = /* @__PURE__ */ e('deleteAccount', 'DELETE', '/v1/account', DoneSchema);
export const requestDeleteCode = /* @__PURE__ */ e(
  'requestDeleteCode',
  'POST',
  '/v1/account/delete/code',
  DoneSchema,
);
export const confirmDelete = /* @__PURE__ */ e('confirmDelete', 'POST', '/v1/account/delete', DoneSchema);
export const putPassword = /* @__PURE__ */ e('putPassword', 'PUT', '/v1/account/password', DoneSchema);
export const recover = /* @__PURE__ */ e('recover', 'POST', '/v1/recover', DoneSchema);
export const forgot = /* @__PURE__ */ e('forgot', 'PUT', '/v1/account/forgot', DoneSchema);
/** Reset password by e-mailed code {code, email, password}: the spec names the fields, not the path. */
export const resetPassword = /* @__PURE__ */ e('resetPassword', 'PUT', '/v1/account/reset', DoneSchema);
/** The account's invoices, newest first: one for every payment granted. */
export const getTransactions = /* @__PURE__ */ e(
  'getTransactions',
  'GET',
  '/v1/account/transaction',
  TransactionListSchema,
);
/** One invoice of the caller's as a PDF (`application/pdf`); another account's is 404 `invoice_not_found`. */
export const getTransactionPdf = /* @__PURE__ */ e(
  'getTransactionPdf',
  'GET',
  '/v1/account/transaction/pdf/{id}',
);
/** The account's billing details, and whether they may be changed now (only with a plan). */
export const getBilling = /* @__PURE__ */ e('getBilling', 'GET', '/v1/account/billing', BillingSchema);
/**
 * Saves the billing details (`BillingDetails`): 400 `billing_{field}_{problem}` for a field refused,
 * 409 `billing_requires_plan` without a plan.
 */
export const putBilling = /* @__PURE__ */ e('putBilling', 'PUT', '/v1/account/billing', BillingSchema);
// Profiles
export const getProfiles = /* @__PURE__ */ e('getProfiles', 'GET', '/v1/profiles', ProfileListSchema);
export const getAvatars = /* @__PURE__ */ e('getAvatars', 'GET', '/v1/avatars', AvatarListSchema);
export const getRestrictions = /* @__PURE__ */ e(
  'getRestrictions',
  'GET',
  '/v1/content/restriction',
  RestrictionListSchema,
);
export const createProfile = /* @__PURE__ */ e('createProfile', 'POST', '/v1/profile', ProfileSchema);
export const getCurrentProfile = /* @__PURE__ */ e('getCurrentProfile', 'GET', '/v1/profile', ProfileSchema);
export const putCurrentProfile = /* @__PURE__ */ e('putCurrentProfile', 'PUT', '/v1/profile', ProfileSchema);
export const getProfile = /* @__PURE__ */ e('getProfile', 'GET', '/v1/profile/{id}', ProfileSchema);
export const putProfile = /* @__PURE__ */ e('putProfile', 'PUT', '/v1/profile/{id}', ProfileSchema);
export const deleteProfile = /* @__PURE__ */ e('deleteProfile', 'DELETE', '/v1/profile/{id}', DoneSchema);
export const putRestriction = /* @__PURE__ */ e(
  'putRestriction',
  'PUT',
  '/v1/profile/restriction',
  ProfileSchema,
);
export const setPin = /* @__PURE__ */ e('setPin', 'POST', '/v1/profile/pin', ProfileSchema);
export const deletePin = /* @__PURE__ */ e('deletePin', 'DELETE', '/v1/profile/pin', ProfileSchema);
export const validatePin = /* @__PURE__ */ e('validatePin', 'POST', '/v1/profile/pin/validate', DoneSchema);
/**
 * Answers `{ok: true}` (DoneSchema). Left unshaped here for now: the account remote's choose-profile tests
 * fake its answer as `{}`, and a shape would refuse that; they move to DoneSchema together.
 */
export const recoverPin = /* @__PURE__ */ e('recoverPin', 'POST', '/v1/profile/recover');
export const putPreference = /* @__PURE__ */ e(
  'putPreference',
  'PUT',
  '/v1/profile/preference',
  ProfileSchema,
);
// Device and social
export const getDeviceCode = /* @__PURE__ */ e('getDeviceCode', 'GET', '/v1/device/code', DeviceCodeSchema);
export const deviceLogin = /* @__PURE__ */ e(
  'deviceLogin',
  'POST',
  '/v1/device/login',
  DeviceLoginResponseSchema,
);
export const deviceLink = /* @__PURE__ */ e('deviceLink', 'POST', '/v1/device/link', DoneSchema);
/** The account's devices (the spec names no path for them): a list, and removing one signs it out. */
export const getDevices = /* @__PURE__ */ e('getDevices', 'GET', '/v1/devices', DeviceListSchema);
export const deleteDevice = /* @__PURE__ */ e('deleteDevice', 'DELETE', '/v1/device/{id}', DoneSchema);
export const socialLogin = /* @__PURE__ */ e(
  'socialLogin',
  'POST',
  '/v1/social/login',
  SocialLoginResponseSchema,
);
/** Operator sign-in (spec section 7 names no path): the operator's code, exchanged with PKCE. */
export const operatorLogin = /* @__PURE__ */ e(
  'operatorLogin',
  'POST',
  '/v1/operator/login',
  SocialLoginResponseSchema,
);
