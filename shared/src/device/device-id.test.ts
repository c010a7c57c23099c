import { getDeviceId } from './device-id';

describe('device id', () => {
  beforeEach(() => localStorage.clear());

  it('is generated once and then kept', () => {
    const first = getDeviceId();
    expect(first).toMatch(/^[\w-]{8,}$/);
    expect(getDeviceId()).toBe(first);
    expect(localStorage.getItem('palco.device-id')).toBe(first);
  });

  it('differs between devices', () => {
    const a = getDeviceId();
    localStorage.clear();
    expect(getDeviceId()).not.toBe(a);
  });
});
