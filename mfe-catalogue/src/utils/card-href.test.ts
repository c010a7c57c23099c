import { makeChannel, makeContentItem } from '@palco/shared/testing';
import { cardHref, detailHref, playHref } from './card-href';

describe('cardHref', () => {
  it('sends DETAIL to the movie or series page by type, with a slug of the title', () => {
    expect(cardHref(makeContentItem({ id: 'm1', title: 'O Pátio das Cantigas', type: 'MOVIE' }))).toBe(
      '/movie/o-patio-das-cantigas/m1',
    );
    expect(cardHref(makeContentItem({ id: 's1', title: 'Conta-me Como Foi', type: 'SERIES' }))).toBe(
      '/series/conta-me-como-foi/s1',
    );
  });

  it("sends an episode's DETAIL to its series, and other types to the generic content page", () => {
    const episode = makeContentItem({ id: 'e1', type: 'EPISODE', series: { id: 's1', title: 'Glória' } });
    expect(cardHref(episode)).toBe('/series/gloria/s1');
    expect(cardHref(makeContentItem({ id: 'c1', type: 'CATCHUP' }))).toBe('/content/c1');
  });

  it('sends VOD to the player with the slug and id', () => {
    expect(cardHref(makeContentItem({ id: 'm2', title: 'Amor & Água', action_type: 'VOD' }))).toBe(
      '/vod/amor-agua/m2',
    );
  });

  it('sends LIVE items and channel cards to the live player', () => {
    expect(cardHref(makeContentItem({ id: 'x', action_type: 'LIVE', action_value: 'rtp1' }))).toBe(
      '/live/rtp1',
    );
    expect(cardHref(makeChannel({ id: 'sic' }))).toBe('/live/sic');
  });

  it('follows LINK to its URL, but never to a script URL', () => {
    expect(cardHref(makeContentItem({ action_type: 'LINK', action_value: 'https://example.org/a' }))).toBe(
      'https://example.org/a',
    );
    expect(cardHref(makeContentItem({ action_type: 'LINK', action_value: '/adira-ja' }))).toBe('/adira-ja');
    expect(
      cardHref(makeContentItem({ id: 'm3', action_type: 'LINK', action_value: 'javascript:alert(1)' })),
    ).toBe('/movie/titulo-m3/m3');
  });

  it('sends SEARCH to the search page with the query encoded', () => {
    expect(cardHref(makeContentItem({ action_type: 'SEARCH', action_value: 'ação & humor' }))).toBe(
      '/search/?query=a%C3%A7%C3%A3o%20%26%20humor',
    );
  });

  it('sends COLLECTION to the filtered section and EPG to the TV guide', () => {
    expect(cardHref(makeContentItem({ action_type: 'COLLECTION', action_value: 'exclusivos' }))).toBe(
      '/filters/exclusivos',
    );
    expect(cardHref(makeContentItem({ action_type: 'EPG', action_value: '' }))).toBe('/guia-tv');
  });

  it('keeps a route segment when the title has no letters or digits', () => {
    expect(detailHref(makeContentItem({ id: 'q', title: '?!', type: 'MOVIE' }))).toBe('/movie/q/q');
    expect(playHref(makeContentItem({ id: 'q', title: '…' }))).toBe('/vod/q/q');
  });
});
