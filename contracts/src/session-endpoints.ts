// The calls shared makes itself (its settings and session), apart from the rest of endpoint-list.ts, which
// re-exports them so that `endpoints` still names every call. shared asks for them under this module's own
// name (`sessionEndpoints`): a remote bundles a copy of shared in case the shell's does not suit it, and
// through `endpoints` that copy kept these definitions, and the settings' and account's schemas, in the
// remote's first file even though the remote's own code makes none of these calls.
import { defineEndpoint as e } from './endpoint-def';
import { AccountSchema, LoginResponseSchema, ProfileSchema } from './account-entities';
import { ServerSettingsSchema } from './settings';

export const getSettings = /* @__PURE__ */ e('getSettings', 'GET', '/v1/setting', ServerSettingsSchema);
export const getAccount = /* @__PURE__ */ e('getAccount', 'GET', '/v1/account', AccountSchema);
export const login = /* @__PURE__ */ e('login', 'POST', '/v1/login', LoginResponseSchema, 'form');
export const logout = /* @__PURE__ */ e('logout', 'POST', '/v1/logout');
export const selectProfile = /* @__PURE__ */ e(
  'selectProfile',
  'POST',
  '/v1/profile/select/{id}',
  ProfileSchema,
);
