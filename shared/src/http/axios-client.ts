import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { HttpClientDeps } from './http-client';
import { normaliseError } from './api-error';

function isLockReason(code: string): code is 'profile_not_chosen' | 'subscription_required' {
  return code === 'profile_not_chosen' || code === 'subscription_required';
}

/**
 * Whether a 401 refused the session's own token. A call made with an explicit token (`CallOptions.token`)
 * that is refused says nothing about the session.
 */
function refusedSessionToken(error: unknown, token: string | null): boolean {
  if (!token) return false;
  const sent = isAxiosError(error) ? error.config?.headers?.get('Authorization') : undefined;
  return typeof sent !== 'string' || sent === `Bearer ${token}`;
}

/**
 * The axios instance behind shared's HTTP client (`createHttpClient`), in a chunk of its own that the page
 * loads with its first call to the network: base `/api`, the section 7 headers, errors normalised to
 * ApiError, the 401 rule of section 8 (clear account and profile, drop the token, ask the viewer to sign in)
 * and the 423 signal (profile not chosen, subscription required) that the shell turns into navigation.
 */
export function createAxiosClient({
  session,
  bus,
  endSession,
  deviceId,
  baseURL,
  timeout,
  adapter,
}: Required<Omit<HttpClientDeps, 'adapter'>> & Pick<HttpClientDeps, 'adapter'>): AxiosInstance {
  // fetch first, so a call can outlive the page (keepalive) when the viewer leaves; XHR where fetch is missing.
  // Credentials mode 'include' (axios would say 'omit'): a request is handed what the page preloaded for it
  // only when their modes match, and the shell's page preloads its start-up calls with
  // crossorigin="use-credentials" (shell/src/index.html, shell/src/start/startup-calls.ts). The API is on
  // the page's own origin and sets no cookies, so nothing else changes.
  const client = axios.create({
    baseURL,
    timeout,
    adapter: adapter ?? ['fetch', 'xhr'],
    withCredentials: true,
  });
  client.interceptors.request.use((config) => {
    config.headers.set('x-device-id', deviceId());
    config.headers.set('x-device-platform', 'web');
    const token = session.getState().token;
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = normaliseError(error);
      if (apiError.errorStatus === 401 && refusedSessionToken(error, session.getState().token)) {
        void endSession('expired');
      }
      if (apiError.errorStatus === 423 && isLockReason(apiError.errorCode)) {
        bus.emit('session:locked', { reason: apiError.errorCode });
      }
      return Promise.reject(apiError);
    },
  );
  return client;
}
