const DEVICE_ID_KEY = 'palco.device-id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The device id is generated once and kept in local storage (spec section 3). */
export function getDeviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = randomId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}
