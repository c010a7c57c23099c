import { SHELL_STRINGS_ID } from '@palco/contracts';
import { preloadShellStrings, shellStringsFiles } from './shell-strings';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Palco');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_STRINGS_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe("the shell's strings for the page's language", () => {
  it('are the files the build listed for that language', () => {
    const doc = pageWith(JSON.stringify({ en: ['/i18n-en.1.js'], fr_FR: ['/i18n-fr_FR.2.js'] }));
    expect(shellStringsFiles(doc, 'en')).toEqual(['/i18n-en.1.js']);
    expect(shellStringsFiles(doc, 'pt_PT')).toEqual([]);
  });

  it.each([
    ['no list', null],
    ['a list that is not JSON', '{en'],
    ['a list of the wrong shape', '{"en": "/i18n-en.1.js"}'],
  ])('are none with %s: the shell asks for them itself', (_case, text) => {
    expect(shellStringsFiles(pageWith(text), 'en')).toEqual([]);
  });

  it('run as they arrive, each asked for once however often asked', () => {
    const doc = pageWith(JSON.stringify({ en: ['/i18n-en.1.js'] }));
    preloadShellStrings(doc, 'en');
    preloadShellStrings(doc, 'en');
    const scripts = Array.from(doc.head.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));
    expect(scripts).toEqual([{ src: '/i18n-en.1.js', async: true }]);
  });
});
