import { type CardDisplay, type CardType, railCardPicture } from '@palco/contracts';
import { makeChannel, makeContentItem, renderWithProviders } from '@palco/shared/testing';
import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { dictionaries } from '../../i18n';
import type { CardTarget } from '../../utils/card-href';
import { Card } from './Card';

const images = {
  poster: '/api/images/poster/m1.svg',
  thumbnail: '/api/images/thumbnail/m1.svg',
  background: '/api/images/background/m1.svg',
};
const title = makeContentItem({ id: 'm1', title: 'Os Maias', images });
const untitledPicture = makeContentItem({ id: 'm2', title: 'Sem imagem', images: {} });
const channel = makeChannel({ id: 'ch-1', logo: '/api/images/logo/ch-1.svg' });

describe("a rail card's picture (contracts' railCardPicture)", () => {
  it.each<[string, CardTarget, CardType, CardDisplay | undefined]>([
    ['a poster', title, 'poster', undefined],
    ['a top-10 poster', title, 'poster_top10', undefined],
    ['a thumbnail', title, 'thumbnail', undefined],
    ['a title in a channel-design rail', title, 'channel', undefined],
    ['a hero', title, 'poster', 'fullscreen'],
    ['a channel', channel, 'channel', undefined],
  ])('is the picture the card draws for %s', async (_, target, design, display) => {
    renderWithProviders(
      <MemoryRouter>
        <Card target={target} design={design} display={display} />
      </MemoryRouter>,
      dictionaries,
    );
    const picture = railCardPicture(target, design, display);
    expect(picture).not.toBeNull();
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe(picture));
  });

  it('is nothing for a title with no picture of the kinds its card wants, which draws its name instead', () => {
    expect(railCardPicture(untitledPicture, 'poster', undefined)).toBeNull();
  });
});
