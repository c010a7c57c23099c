import { act, waitFor } from '@testing-library/react';
import { makeContentItem, renderWithProviders } from '@palco/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import { Card } from '../components/cards/Card';
import { dictionaries } from '../i18n';
import { afterNextPaint, resetFramePainted } from './use-frame-painted';

const item = (id: string) =>
  makeContentItem({ id, title: `Título ${id}`, images: { poster: `/api/images/poster/${id}.svg` } });

function drawCards(): void {
  renderWithProviders(
    <MemoryRouter>
      <Card target={item('m1')} design="poster" imageLoading="priority" />
      <Card target={item('m2')} design="poster" imageLoading="eager" />
      <Card target={item('m3')} design="poster" />
    </MemoryRouter>,
    dictionaries,
  );
}

const sources = () => Array.from(document.querySelectorAll('img'), (img) => img.getAttribute('src'));

describe("the pictures of the catalogue's first drawing", () => {
  beforeEach(() => {
    resetFramePainted();
  });

  it('asks only for the first-screen rails’ first picture with the first frame, and the others once it has painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      drawCards();
      // Until the frame that shows them has painted, the other pictures are laid out at their size, empty.
      expect(sources()).toEqual(['/api/images/poster/m1.svg', null, null]);
      const waiting = document.querySelectorAll('img')[2];
      expect(waiting).toHaveAttribute('width', '160');
      expect(waiting).toHaveAttribute('height', '240');
      expect(frames).toHaveLength(1);
      act(() => frames[0]?.(performance.now()));
      await waitFor(() =>
        expect(sources()).toEqual([
          '/api/images/poster/m1.svg',
          '/api/images/poster/m2.svg',
          '/api/images/poster/m3.svg',
        ]),
      );
    } finally {
      raf.mockRestore();
    }
  });

  it('draws every picture at once once the page has painted, as on every page after the first', async () => {
    drawCards();
    await waitFor(() => expect(sources()).not.toContain(null));
    document.body.innerHTML = '';
    drawCards();
    expect(sources()).not.toContain(null);
  });

  it('resolves after the frame being prepared, from a timeout its animation frame sets', async () => {
    const order: string[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        order.push('frame');
        callback(0);
        return 1;
      },
      setTimeout: (callback: () => void) => {
        order.push('timeout');
        callback();
        return 1;
      },
    } as unknown as Window;
    await afterNextPaint(win);
    expect(order).toEqual(['frame', 'timeout']);
  });
});
