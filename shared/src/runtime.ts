import { getDeviceId } from './device/device-id';
import { bus } from './events/bus';
import { createHttpClient } from './http/http-client';
import { endSession } from './session/end-session';
import { sessionStore } from './session/session-store';

/** The page's HTTP client, wired to the session singleton and the bus. */
export const http = createHttpClient({ session: sessionStore, bus, endSession, deviceId: getDeviceId });
