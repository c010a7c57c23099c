import { addTranslations, i18n } from '@palco/shared';
import { deviceDictionaries } from '../devices-i18n';
import { deviceName, platformName } from './device-name';

addTranslations(deviceDictionaries);
const pt = i18n.getFixedT('pt_PT');
const en = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr_FR');

describe('deviceName', () => {
  it('names the browser and the system in the viewer’s language', () => {
    expect(deviceName(pt, { browser: 'Chrome', os: 'Linux' })).toBe('Chrome em Linux');
    expect(deviceName(en, { browser: 'Safari', os: 'iOS' })).toBe('Safari on iOS');
    expect(deviceName(fr, { browser: 'Firefox', os: 'Windows' })).toBe('Firefox sur Windows');
  });

  it('uses whichever part is known, else says the device is unknown', () => {
    expect(deviceName(pt, { browser: null, os: 'Tizen' })).toBe('Tizen');
    expect(deviceName(pt, { browser: 'Edge', os: null })).toBe('Edge');
    expect(deviceName(en, { browser: null, os: null })).toBe('Unknown device');
  });
});

describe('platformName', () => {
  it('words the known platforms and names any other as sent', () => {
    expect(platformName(pt, 'web')).toBe('Navegador');
    expect(platformName(en, 'TV')).toBe('TV');
    expect(platformName(en, 'android')).toBe('Android app');
    expect(platformName(pt, 'consola')).toBe('Plataforma consola');
    expect(platformName(pt, null)).toBeNull();
  });
});
