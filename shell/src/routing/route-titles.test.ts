import { routeTable } from '@palco/contracts';
import { supportedLocales } from '@palco/shared';
import { chromeEn } from '../i18n/chrome.en';
import { chromeFrFR } from '../i18n/chrome.fr_FR';
import { chromePtPT } from '../i18n/chrome.pt_PT';
import { NOT_FOUND_TITLE_KEY, routeTitleKey } from './route-titles';

describe('routeTitleKey', () => {
  it('gives every route of the table a title, written in every language', () => {
    const chrome = { pt_PT: chromePtPT, en: chromeEn, fr_FR: chromeFrFR };
    for (const route of routeTable) {
      const key = routeTitleKey(route.path.replace(':name', 'nome').replace(':id', '1'));
      expect({ path: route.path, key }).toEqual({ path: route.path, key: expect.any(String) });
      for (const locale of supportedLocales) expect(chrome[locale][key ?? '']).toBeTruthy();
    }
  });

  it('names a path of no route as the 404 page does, and leaves a redirect untitled', () => {
    expect(routeTitleKey('/nada-disto-existe')).toBe(NOT_FOUND_TITLE_KEY);
    expect(routeTitleKey('/contactos/outra')).toBe(NOT_FOUND_TITLE_KEY);
    expect(routeTitleKey('/tv')).toBeNull();
    expect(routeTitleKey('/vod/o-filme/123')).toBe('SHELL_TITLE_PLAYBACK');
  });
});
