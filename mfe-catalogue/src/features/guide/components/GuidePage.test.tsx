import { act, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Channel, EpgEntry } from '@palco/contracts';
import { errorReply, type FakeApi, fakeApi, type FakeRoutes, makeChannel, ok } from '@palco/shared/testing';
import { at } from '../../../testing/epg-fixtures';
import { fixedClock, renderApp } from '../../../testing/render-app';
import { resetFramePainted } from '../../../hooks/use-frame-painted';
import { GRID, guideFor, programme } from '../testing/guide-fakes';

const CHANNELS = 'GET /v1/content/channel';
const EPG = 'GET /v1/content/epg';
// Lisbon is on UTC in March before the clocks change, so these are Lisbon times too.
const NOW = '2026-03-14T20:30:00Z';
const clock = fixedClock(NOW);
/** The range the guide asks for, in seconds, as its query string carries them. */
const range = (from: string, to: string) => ({ startDate: String(at(from)), endDate: String(at(to)) });
const TODAY = range('2026-03-14T00:00:00Z', '2026-03-15T00:00:00Z');
const YESTERDAY = range('2026-03-13T00:00:00Z', '2026-03-14T00:00:00Z');
const THIRTY_BACK = range('2026-02-12T00:00:00Z', '2026-02-13T00:00:00Z');

const channels = [
  makeChannel({ id: 'ch-01', name: 'Palco 1', dvr: true }),
  makeChannel({ id: 'ch-02', name: 'Palco Cinema', dvr: true }),
  makeChannel({ id: 'ch-03', name: 'Canal Douro', dvr: false }),
];
const schedule: EpgEntry[] = [
  programme('ch-01', 'm1', 'Bom Dia Portugal', '2026-03-14T07:00:00Z', '2026-03-14T10:00:00Z'),
  programme('ch-01', 'p0', 'Jornal da Tarde', '2026-03-14T19:30:00Z', '2026-03-14T20:00:00Z'),
  {
    ...programme('ch-01', 'p1', 'Telejornal', '2026-03-14T20:00:00Z', '2026-03-14T21:00:00Z'),
    season_number: 3,
    episode_number: 12,
  },
  programme('ch-01', 'p2', 'Debate da Noite', '2026-03-14T21:00:00Z', '2026-03-14T22:00:00Z'),
  programme('ch-02', 'f1', 'Os Maias', '2026-03-14T19:15:00Z', '2026-03-14T20:15:00Z'),
  programme('ch-02', 'f2', 'Aniki-Bóbó', '2026-03-14T20:15:00Z', '2026-03-14T21:45:00Z'),
  programme('ch-03', 'd1', 'Rota do Vinho', '2026-03-14T19:00:00Z', '2026-03-14T20:00:00Z'),
  programme('ch-01', 'y1', 'Noite de Fado', '2026-03-13T21:00:00Z', '2026-03-13T22:00:00Z'),
  programme('ch-01', 'o1', 'Arquivo Histórico', '2026-02-12T21:00:00Z', '2026-02-12T22:00:00Z'),
];

function routes(over: FakeRoutes = {}): FakeRoutes {
  return { [CHANNELS]: ok({ channels }), [EPG]: guideFor(schedule), ...over };
}

function rowOf(channelId: string): HTMLElement {
  const row = view
    .getAllByTestId('guide-channel')
    .find((element) => element.getAttribute('data-channel-id') === channelId);
  if (!row) throw new Error(`no row for ${channelId}`);
  return row;
}

const programmeButton = (name: RegExp): HTMLElement => view.getByRole('button', { name });
const epgRanges = (): { startDate: unknown; endDate: unknown }[] =>
  api
    .requestsTo('/v1/content/epg')
    .map(({ params }) => ({ startDate: params.startDate, endDate: params.endDate }));

/** The guide's scrolling box as a desktop lays it out (see GRID): only its size, as these tests scroll it. */
beforeEach(() => {
  const sized = (size: number) =>
    function (this: Element): number {
      return this.getAttribute('data-testid') === 'guide-grid' ? size : 0;
    };
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(sized(GRID.width));
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(sized(GRID.height));
});

/** `count` channels, `ch-0001` on, each with a news programme from 20:00 to 21:00. */
function lineUp(count: number): { channels: Channel[]; entries: EpgEntry[] } {
  const many = Array.from({ length: count }, (_, i) =>
    makeChannel({ id: `ch-${String(i + 1).padStart(4, '0')}`, name: `Canal ${i + 1}`, dvr: true }),
  );
  const entries = many.map((c) =>
    programme(c.id, `${c.id}-news`, `Notícias ${c.name}`, '2026-03-14T20:00:00Z', '2026-03-14T21:00:00Z'),
  );
  return { channels: many, entries };
}

const drawn = (): string[] =>
  view.getAllByTestId('guide-channel').map((row) => row.getAttribute('data-channel-id') ?? '');
const askedChannels = (): unknown[] => api.requestsTo('/v1/content/epg').map(({ params }) => params.channels);

/** Scrolls the guide as a viewer would: the box moves, then tells its listeners. */
function scrollGrid(to: { top?: number; left?: number }): void {
  const grid = view.getByTestId('guide-grid');
  if (to.top !== undefined) grid.scrollTop = to.top;
  if (to.left !== undefined) grid.scrollLeft = to.left;
  fireEvent.scroll(grid);
}

let api: FakeApi;
afterEach(async () => {
  jest.restoreAllMocks();
  await api.restore();
});

describe('/guia-tv', () => {
  it("shows a skeleton, then every channel with today's programmes on a time axis and a now marker", async () => {
    api = fakeApi(routes());
    renderApp('/guia-tv', { clock });

    expect(view.getByRole('heading', { level: 1, name: 'Guia TV' })).toBeInTheDocument();
    expect(document.title).toBe('Guia TV — Palco');
    expect(view.getByTestId('guide-skeleton')).toBeInTheDocument();

    expect(await view.findByText('Telejornal')).toBeInTheDocument();
    expect(view.queryByTestId('guide-skeleton')).not.toBeInTheDocument();
    expect(view.getAllByTestId('guide-channel').map((row) => row.getAttribute('data-channel-id'))).toEqual([
      'ch-01',
      'ch-02',
      'ch-03',
    ]);
    expect(view.getByRole('button', { name: 'Hoje sábado, 14/03' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByRole('grid', { name: 'Programação de sábado, 14 de março' })).toBeInTheDocument();
    expect(view.getByTestId('guide-now')).toHaveTextContent('Agora 20:30');

    const first = rowOf('ch-01');
    const live = within(first).getByRole('link', { name: 'Ver Palco 1 em direto' });
    expect(live).toHaveAttribute('href', '/live/ch-01');
    const logo = first.querySelector('img');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '56');
    expect(logo).toHaveAttribute('height', '42');

    // On air now is marked live, an earlier programme on a channel that records is catch-up, a later
    // one is neither; a channel that does not record has no catch-up.
    expect(programmeButton(/^Telejornal/)).toHaveAttribute('data-state', 'live');
    expect(programmeButton(/^Telejornal/)).toHaveTextContent('Telejornal20:00Em direto');
    expect(programmeButton(/^Jornal da Tarde/)).toHaveTextContent('Rever');
    expect(programmeButton(/^Debate da Noite/)).toHaveAttribute('data-state', 'upcoming');
    expect(programmeButton(/^Rota do Vinho/)).toHaveAttribute('data-state', 'past');
    expect(programmeButton(/^Rota do Vinho/)).not.toHaveTextContent('Rever');

    // 4 px a minute from Lisbon midnight: 20:00 is 4800 px in, an hour is 240 px wide.
    expect(programmeButton(/^Telejornal/).parentElement).toHaveStyle({ left: '4800px', width: '240px' });

    expect(api.requestsTo('/v1/content/epg')).toEqual([
      expect.objectContaining({ params: { ...TODAY, channels: 'ch-01,ch-02,ch-03' } }),
    ]);
  });

  it("draws its heading and skeleton with the page's first frame, and its grid once that frame has painted", async () => {
    resetFramePainted();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    api = fakeApi(routes());
    renderApp('/guia-tv', { clock });

    expect(view.getByRole('heading', { level: 1, name: 'Guia TV' })).toBeInTheDocument();
    expect(view.getByTestId('guide-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(frames.length).toBeGreaterThan(0));
    // Nothing of the grid's, its code or its calls, comes before the frame has painted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.queryByTestId('guide-grid')).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/content/channel')).toHaveLength(0);

    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    expect(await view.findByText('Telejornal')).toBeInTheDocument();
  });

  it("switches day from the picker, asking for that day's range and keeping it in the address", async () => {
    api = fakeApi(routes());
    renderApp('/guia-tv', { clock });
    await view.findByText('Telejornal');

    await userEvent.click(view.getByRole('button', { name: 'Ontem sexta, 13/03' }));
    expect(await view.findByText('Noite de Fado')).toBeInTheDocument();
    expect(view.queryByText('Telejornal')).not.toBeInTheDocument();
    expect(view.queryByTestId('guide-now')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?dia=2026-03-13');
    expect(view.getByRole('button', { name: 'Ontem sexta, 13/03' })).toHaveAttribute('aria-pressed', 'true');
    expect(epgRanges()).toEqual([TODAY, YESTERDAY]);

    // Back to today comes from the cache, without asking again.
    await userEvent.click(view.getByRole('button', { name: /^Hoje/ }));
    expect(await view.findByText('Telejornal')).toBeInTheDocument();
    expect(epgRanges()).toEqual([TODAY, YESTERDAY]);
  });

  it('opens on the day in the address, 30 days back at most, and on today for any other', async () => {
    api = fakeApi(routes());
    const { unmount } = renderApp('/guia-tv?dia=2026-02-12', { clock });
    expect(await view.findByText('Arquivo Histórico')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'quinta, 12/02' })).toHaveAttribute('aria-pressed', 'true');
    // Ended more than 15 days ago: no catch-up any more.
    expect(programmeButton(/^Arquivo Histórico/)).toHaveAttribute('data-state', 'past');
    expect(view.getAllByRole('button', { pressed: false }).length).toBe(37);
    expect(epgRanges()).toEqual([THIRTY_BACK]);
    unmount();

    renderApp('/guia-tv?dia=2026-02-11', { clock });
    expect(await view.findByText('Telejornal')).toBeInTheDocument();
    expect(view.getByRole('button', { name: /^Hoje/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the details of a programme and closes them with Escape, back on the programme', async () => {
    api = fakeApi(routes());
    renderApp('/guia-tv', { clock });
    const news = await view.findByRole('button', { name: /^Telejornal/ });
    // Focusing a cell makes it the grid's tab stop, a state update.
    act(() => news.focus());
    await userEvent.keyboard('{Enter}');

    const dialog = await view.findByRole('dialog', { name: 'Telejornal' });
    expect(within(dialog).getByText('Palco 1')).toBeInTheDocument();
    expect(within(dialog).getByText('sábado, 14 de março, 20:00–21:00')).toBeInTheDocument();
    expect(within(dialog).getByText('M/12')).toBeInTheDocument();
    expect(within(dialog).getByText('Temporada 3, episódio 12')).toBeInTheDocument();
    expect(within(dialog).getByText('As notícias do dia.')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const watch = within(dialog).getByRole('link', { name: 'Ver em direto' });
    expect(watch).toHaveAttribute('href', '/live/ch-01');
    expect(watch).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
    expect(news).toHaveFocus();
  });

  it('leads a past programme to its recording and says when one cannot be watched', async () => {
    api = fakeApi(routes());
    renderApp('/guia-tv', { clock });
    await userEvent.click(await view.findByRole('button', { name: /^Jornal da Tarde/ }));
    const dialog = await view.findByRole('dialog', { name: 'Jornal da Tarde' });
    expect(within(dialog).getByRole('link', { name: 'Ver desde o início' })).toHaveAttribute(
      'href',
      '/vod/p0',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /fechar/i }));

    await userEvent.click(programmeButton(/^Debate da Noite/));
    const later = await view.findByRole('dialog', { name: 'Debate da Noite' });
    expect(within(later).queryByRole('link')).not.toBeInTheDocument();
    expect(within(later).getByText('Ainda não começou.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(programmeButton(/^Rota do Vinho/));
    const unrecorded = await view.findByRole('dialog', { name: 'Rota do Vinho' });
    expect(within(unrecorded).getByText('Já não está disponível para ver.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the channels cannot be loaded', async () => {
    let attempts = 0;
    api = fakeApi(
      routes({
        [CHANNELS]: () => {
          attempts += 1;
          return attempts === 1 ? errorReply(503, 'busy') : ok({ channels });
        },
      }),
    );
    renderApp('/guia-tv', { clock });

    expect(await view.findByRole('alert')).toHaveTextContent('Não foi possível carregar a programação.');
    await userEvent.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Telejornal')).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/channel')).toHaveLength(2);
  });

  it("says so in the rows when the day's programmes fail, and retries them", async () => {
    let attempts = 0;
    const answer = guideFor(schedule);
    api = fakeApi(
      routes({
        [EPG]: (request) => {
          attempts += 1;
          return attempts === 1 ? errorReply(500, 'boom') : answer(request);
        },
      }),
    );
    renderApp('/guia-tv', { clock });

    const notes = await view.findAllByText('Programação indisponível.');
    expect(notes).toHaveLength(3);
    await userEvent.click(within(rowOf('ch-02')).getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Telejornal')).toBeInTheDocument();
    expect(view.queryByText('Programação indisponível.')).not.toBeInTheDocument();
    expect(epgRanges()).toEqual([TODAY, TODAY]);
  });

  it('says so when there are no channels, and when a channel has nothing that day', async () => {
    api = fakeApi({ [CHANNELS]: ok({ channels: [] }) });
    const { unmount } = renderApp('/guia-tv', { clock });
    expect(await view.findByText('Ainda não há canais para mostrar.')).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/epg')).toHaveLength(0);
    unmount();
    await api.restore();

    api = fakeApi(routes({ [EPG]: guideFor([]) }));
    renderApp('/guia-tv', { clock });
    expect(await view.findAllByText('Sem programação neste dia.')).toHaveLength(3);
  });

  it('opens on the programmes around now, and draws the rest of the day as the guide scrolls sideways', async () => {
    api = fakeApi(routes());
    renderApp('/guia-tv', { clock });
    expect(await view.findByText('Telejornal')).toBeInTheDocument();
    // Now (20:30) sits a quarter of the way into the track, right of the channel column.
    const grid = view.getByTestId('guide-grid');
    const nowLeft = 20.5 * 240 - (GRID.width - 168) / 4;
    expect(grid.scrollLeft).toBe(nowLeft);
    expect(view.queryByText('Bom Dia Portugal')).not.toBeInTheDocument();

    scrollGrid({ left: 6 * 240 });
    expect(await view.findByText('Bom Dia Portugal')).toBeInTheDocument();
    expect(view.queryByText('Telejornal')).not.toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: 'Ir para agora' }));
    expect(grid.scrollLeft).toBe(nowLeft);
    scrollGrid({});
    expect(await view.findByText('Telejornal')).toBeInTheDocument();
    expect(view.queryByText('Bom Dia Portugal')).not.toBeInTheDocument();
  });

  it('draws only the rows in view, asking for their channels 20 at a time as the guide scrolls', async () => {
    const { channels: many, entries } = lineUp(60);
    api = fakeApi(routes({ [CHANNELS]: ok({ channels: many }), [EPG]: guideFor(entries) }));
    renderApp('/guia-tv', { clock });

    expect(await view.findByText('Notícias Canal 1')).toBeInTheDocument();
    expect(drawn()).toContain('ch-0010');
    expect(drawn()).not.toContain('ch-0030');
    const batch = (b: number): string =>
      many
        .slice(b * 20, b * 20 + 20)
        .map((c) => c.id)
        .join(',');
    expect(askedChannels()).toEqual([batch(0)]);

    scrollGrid({ top: 72 * 40 });
    expect(await view.findByText('Notícias Canal 45')).toBeInTheDocument();
    expect(within(rowOf('ch-0045')).getByRole('button', { name: /^Notícias Canal 45/ })).toHaveAttribute(
      'data-state',
      'live',
    );
    expect(drawn()).not.toContain('ch-0001');
    await waitFor(() => expect(askedChannels()).toEqual([batch(0), batch(1), batch(2)]));
  });

  it('keeps the DOM the same size from 50 to 5,000 channels, at the top and halfway down', async () => {
    type Drawn = { rows: number; nodes: number };
    const drawnIn = (grid: HTMLElement): Drawn => ({
      rows: drawn().length,
      nodes: grid.querySelectorAll('*').length,
    });
    const guideAt = async (count: number): Promise<{ top: Drawn; halfway: Drawn }> => {
      const { channels: many, entries } = lineUp(count);
      api = fakeApi(routes({ [CHANNELS]: ok({ channels: many }), [EPG]: guideFor(entries) }));
      const { unmount } = renderApp('/guia-tv', { clock });
      await view.findByText('Notícias Canal 1');
      const grid = view.getByTestId('guide-grid');
      const top = drawnIn(grid);

      const middle = count / 2;
      scrollGrid({ top: 72 * middle });
      expect(await view.findByText(`Notícias Canal ${middle + 1}`)).toBeInTheDocument();
      await waitFor(() => expect(view.queryByTestId('guide-row-loading')).not.toBeInTheDocument());
      expect(drawn()).not.toContain('ch-0001');
      // The first batch, and the one or two in view halfway: none of those scrolled past.
      expect(askedChannels().length).toBeLessThanOrEqual(3);
      const halfway = drawnIn(grid);
      unmount();
      await api.restore();
      return { top, halfway };
    };

    const small = await guideAt(50);
    const large = await guideAt(5000);
    // 720 px of grid shows ten or eleven rows; four more are drawn either side.
    expect(large.top.rows).toBeLessThanOrEqual(20);
    expect(large.halfway.rows).toBeLessThanOrEqual(20);
    expect(large).toEqual(small);
  });
});
