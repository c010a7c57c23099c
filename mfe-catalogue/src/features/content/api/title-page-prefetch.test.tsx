import { screen as view, waitFor } from '@testing-library/react';
import { type FakeApi, fakeApi, makeContentItem, ok } from '@palco/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { loadContentDetail } from '../components/ContentPage';
import { prefetchedContentItem } from './get-content-item';
import { prefetchTitlePage } from './title-page-prefetch';

const POSTER = '/api/images/poster/m1.svg';
const BACKDROP = '/api/images/background/m1.svg';
const ITEM = '/v1/content/item/m1';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    [`GET ${ITEM}`]: ok(
      makeContentItem({ id: 'm1', title: 'Os Maias', images: { poster: POSTER, background: BACKDROP } }),
    ),
  });
});
afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  return api.restore();
});

const pictureHints = (): (string | null)[][] =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

describe("a title page's first load", () => {
  it('asks for the title, then its poster and backdrop with high priority; the page asks for neither again', async () => {
    await prefetchTitlePage('http://localhost/movie/os-maias/m1');
    expect(api.requestsTo(ITEM)).toHaveLength(1);
    expect(pictureHints()).toEqual([
      [POSTER, 'high'],
      [BACKDROP, 'high'],
    ]);

    renderApp('/movie/os-maias/m1');
    expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
    expect(api.requestsTo(ITEM)).toHaveLength(1);
    const pictures = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(expect.arrayContaining([POSTER, BACKDROP]));
    // The page took the answer: a later load of the page asks afresh.
    await waitFor(() => expect(prefetchedContentItem('m1', null)).toBeUndefined());
  });

  it("draws the title in the page's first render once its code and the answer are in", async () => {
    await Promise.all([prefetchTitlePage('http://localhost/movie/os-maias/m1'), loadContentDetail()]);
    renderApp('/movie/os-maias/m1');
    // No waiting: neither the page's placeholder nor its loading state is drawn first.
    expect(view.getByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
    expect(view.queryByRole('status')).not.toBeInTheDocument();
    // It still takes the answer as its own, with no second request.
    await waitFor(() => expect(prefetchedContentItem('m1', null)).toBeUndefined());
    expect(api.requestsTo(ITEM)).toHaveLength(1);
  });

  it('does nothing on another page', () => {
    expect(prefetchTitlePage('http://localhost/guia-tv')).toBeNull();
    expect(prefetchTitlePage('http://localhost/movie/m1')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for no picture when the title does not answer, and leaves the error to the page', async () => {
    await api.restore();
    api = fakeApi({});
    await prefetchTitlePage('http://localhost/content/m1');
    expect(pictureHints()).toEqual([]);
  });
});
