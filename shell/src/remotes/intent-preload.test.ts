import { fireEvent } from '@testing-library/react';
import { preloadOnLinkIntent, remoteOfLink } from './intent-preload';

const SITE = 'http://localhost:3000/';

describe('which remote a link leads to', () => {
  it.each([
    ['/vod/os-maias/m1', 'mfe-player'],
    ['/movie/os-maias/m1', 'mfe-catalogue'],
    ['/adira-ja', 'mfe-checkout'],
    ['http://localhost:3000/profile', 'mfe-account'],
    ['/international/subscribe', 'mfe-international'],
  ])('%s → %s', (href, app) => {
    expect(remoteOfLink(href, SITE)).toBe(app);
  });

  it.each(['/contactos', '/nao-existe/de-todo', 'https://elsewhere.example/vod/1', 'mailto:apoio@palco.pt'])(
    'leaves %s alone: the shell’s own page, no route, another site',
    (href) => {
      expect(remoteOfLink(href, SITE)).toBeUndefined();
    },
  );
});

describe('preloading on intent', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  function link(href: string, text: string): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = `<span>${text}</span>`;
    document.body.append(anchor);
    return anchor;
  }

  it('asks for the remote when the pointer reaches a link to it, or anything inside the link', () => {
    const preload = jest.fn();
    stop = preloadOnLinkIntent(document, preload);
    const play = link('/vod/os-maias/m1', 'Ver');
    fireEvent.pointerOver(play.querySelector('span')!);
    expect(preload).toHaveBeenCalledWith('mfe-player');
  });

  it('asks on keyboard focus and on touch too, and only once per remote', () => {
    const preload = jest.fn();
    stop = preloadOnLinkIntent(document, preload);
    const subscribe = link('/adira-ja', 'Aderir');
    const promo = link('/promo', 'Promoções');
    fireEvent.focusIn(subscribe);
    fireEvent.touchStart(promo);
    fireEvent.pointerOver(subscribe);
    expect(preload.mock.calls).toEqual([['mfe-checkout']]);
  });

  it('ignores links to the shell’s own pages and stops listening when told', () => {
    const preload = jest.fn();
    stop = preloadOnLinkIntent(document, preload);
    fireEvent.pointerOver(link('/contactos', 'Contactos'));
    stop();
    fireEvent.pointerOver(link('/guia-tv', 'Guia TV'));
    expect(preload).not.toHaveBeenCalled();
  });
});
