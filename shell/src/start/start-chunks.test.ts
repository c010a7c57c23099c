import { START_CHUNK_ATTRIBUTE } from '@palco/contracts';
import { retryFailedStartChunks } from './start-chunks';

function pageWithScripts(): Document {
  const doc = document.implementation.createHTMLDocument('Palco');
  for (const [src, start] of [
    ['/start-libraries.1.js', true],
    ['/start-code.2.js', true],
    ['/other.3.js', false],
  ] as const) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    if (start) script.setAttribute(START_CHUNK_ATTRIBUTE, '');
    doc.head.append(script);
  }
  return doc;
}

const sources = (doc: Document) =>
  Array.from(doc.head.querySelectorAll('script'), (script) => script.getAttribute('src'));

describe("the start-up chunks' scripts", () => {
  it('are removed when they fail to load, so that the runtime adds its own and tries again', () => {
    const doc = pageWithScripts();
    retryFailedStartChunks(doc);
    doc.head.querySelector('script[src="/start-code.2.js"]')?.dispatchEvent(new Event('error'));
    expect(sources(doc)).toEqual(['/start-libraries.1.js', '/other.3.js']);
  });

  it('stay when they load, and another script that fails is left to whoever added it', () => {
    const doc = pageWithScripts();
    retryFailedStartChunks(doc);
    doc.head.querySelector('script[src="/start-libraries.1.js"]')?.dispatchEvent(new Event('load'));
    doc.head.querySelector('script[src="/other.3.js"]')?.dispatchEvent(new Event('error'));
    expect(sources(doc)).toEqual(['/start-libraries.1.js', '/start-code.2.js', '/other.3.js']);
  });
});
