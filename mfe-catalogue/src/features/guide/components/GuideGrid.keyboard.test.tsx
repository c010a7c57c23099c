import { act, screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpgEntry } from '@palco/contracts';
import { type FakeApi, fakeApi, makeChannel, ok } from '@palco/shared/testing';
import { fixedClock, renderApp } from '../../../testing/render-app';
import {
  GRID,
  guideFor,
  installScrollTo,
  layOutGrid,
  lineUp,
  programme,
  removeScrollTo,
} from '../testing/guide-fakes';

const CHANNELS = 'GET /v1/content/channel';
const EPG = 'GET /v1/content/epg';
// Lisbon is on UTC in March before the clocks change, so these are Lisbon times too.
const clock = fixedClock('2026-03-14T20:30:00Z');
const HOUR = 240;
const ROW = 72;
const RULER = 36;

const channels = [
  makeChannel({ id: 'ch-01', name: 'Palco 1', dvr: true }),
  makeChannel({ id: 'ch-02', name: 'Palco Cinema', dvr: true }),
  makeChannel({ id: 'ch-03', name: 'Canal Douro', dvr: true }),
  makeChannel({ id: 'ch-04', name: 'Tejo TV', dvr: true }),
];
/**
 * Picked so that the time anchor matters: from "Debate da Noite" (21:00) down through the long film, the
 * programme on at 21:00 is "Fado ao Vivo", where the film's own start (19:00) would lead to "Rota do Vinho".
 * Tejo TV has nothing that day.
 */
const schedule: EpgEntry[] = [
  programme('ch-01', 'a0', 'Bom Dia Portugal', '2026-03-14T07:00:00Z', '2026-03-14T10:00:00Z'),
  programme('ch-01', 'a1', 'Telejornal', '2026-03-14T20:00:00Z', '2026-03-14T21:00:00Z'),
  programme('ch-01', 'a2', 'Debate da Noite', '2026-03-14T21:00:00Z', '2026-03-14T22:00:00Z'),
  programme('ch-02', 'b1', 'Os Maias', '2026-03-14T19:00:00Z', '2026-03-14T22:00:00Z'),
  programme('ch-03', 'c1', 'Rota do Vinho', '2026-03-14T20:00:00Z', '2026-03-14T20:30:00Z'),
  programme('ch-03', 'c2', 'Fado ao Vivo', '2026-03-14T20:30:00Z', '2026-03-14T21:30:00Z'),
];

let api: FakeApi;
beforeEach(() => {
  layOutGrid();
  installScrollTo();
});
afterEach(async () => {
  jest.restoreAllMocks();
  removeScrollTo();
  await api.restore();
});

const grid = (): HTMLElement => view.getByRole('grid');
const cell = (name: RegExp | string): HTMLElement => within(grid()).getByRole('button', { name });
const focused = (): string => {
  const active = document.activeElement;
  return active instanceof HTMLElement ? (active.getAttribute('aria-label') ?? active.textContent ?? '') : '';
};
/** The controls of the grid a Tab press can reach. */
const tabStops = (): HTMLElement[] =>
  Array.from(grid().querySelectorAll<HTMLElement>('a, button')).filter((element) => element.tabIndex === 0);
const press = async (keys: string): Promise<void> => {
  await userEvent.keyboard(keys);
};

/** Opens the guide and tabs into the grid from the button just before it. */
async function enterGuide(): Promise<void> {
  await view.findAllByTestId('guide-programme');
  act(() => view.getByRole('button', { name: 'Ir para agora' }).focus());
  await userEvent.tab();
}

describe('the guide as a grid', () => {
  it('is a named grid of rows, each with its channel as row header and its programmes as cells', async () => {
    api = fakeApi({ [CHANNELS]: ok({ channels }), [EPG]: guideFor(schedule) });
    renderApp('/guia-tv', { clock });
    await view.findByText('Telejornal');

    const table = view.getByRole('grid', { name: 'Programação de sábado, 14 de março' });
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(table).toHaveAccessibleDescription(/Use as setas/);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);
    const header = within(rows[0]!).getByRole('rowheader', { name: 'Palco 1' });
    expect(within(header).getByRole('link', { name: 'Ver Palco 1 em direto' })).toBeInTheDocument();
    const news = within(rows[0]!).getByRole('gridcell', { name: /^Telejornal/ });
    expect(within(news).getByRole('button', { name: /^Telejornal/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(rows[3]!).getByRole('gridcell')).toHaveTextContent('Sem programação neste dia.');
  });

  it('is one tab stop, on the programme on air on the first channel, then on the last one focused', async () => {
    api = fakeApi({ [CHANNELS]: ok({ channels }), [EPG]: guideFor(schedule) });
    renderApp('/guia-tv', { clock });
    await view.findByText('Telejornal');
    expect(tabStops()).toEqual([cell(/^Telejornal/)]);

    await enterGuide();
    expect(cell(/^Telejornal/)).toHaveFocus();
    // The next Tab leaves the grid rather than walking through its channels and programmes.
    await userEvent.tab();
    expect(grid()).not.toContainElement(document.activeElement as HTMLElement);

    await enterGuide();
    await press('{ArrowRight}{ArrowDown}');
    expect(cell(/^Os Maias/)).toHaveFocus();
    expect(tabStops()).toEqual([cell(/^Os Maias/)]);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(cell(/^Os Maias/)).toHaveFocus();
  });

  it('moves along a channel with the arrows, Home and End, and to its header before the first programme', async () => {
    api = fakeApi({ [CHANNELS]: ok({ channels }), [EPG]: guideFor(schedule) });
    renderApp('/guia-tv', { clock });
    await enterGuide();

    await press('{ArrowRight}');
    expect(cell(/^Debate da Noite/)).toHaveFocus();
    await press('{ArrowRight}');
    expect(cell(/^Debate da Noite/)).toHaveFocus();
    await press('{ArrowLeft}{ArrowLeft}');
    // 07:00 is far left of what the guide shows at 20:30: it is scrolled to, then focused.
    await waitFor(() => expect(cell(/^Bom Dia Portugal/)).toHaveFocus());
    expect(grid().scrollLeft).toBe(7 * HOUR);
    await press('{ArrowLeft}');
    expect(focused()).toBe('Ver Palco 1 em direto');
    await press('{ArrowLeft}');
    expect(focused()).toBe('Ver Palco 1 em direto');
    await press('{ArrowRight}');
    expect(cell(/^Bom Dia Portugal/)).toHaveFocus();
    await press('{End}');
    await waitFor(() => expect(cell(/^Debate da Noite/)).toHaveFocus());
    await press('{Home}');
    await waitFor(() => expect(cell(/^Bom Dia Portugal/)).toHaveFocus());
  });

  it('moves through channels keeping to the time it started from, and onto the header of an empty one', async () => {
    api = fakeApi({ [CHANNELS]: ok({ channels }), [EPG]: guideFor(schedule) });
    renderApp('/guia-tv', { clock });
    await enterGuide();

    await press('{ArrowRight}');
    expect(cell(/^Debate da Noite/)).toHaveFocus();
    await press('{ArrowDown}');
    expect(cell(/^Os Maias/)).toHaveFocus();
    await press('{ArrowDown}');
    expect(cell(/^Fado ao Vivo/)).toHaveFocus();
    await press('{ArrowUp}{ArrowUp}');
    expect(cell(/^Debate da Noite/)).toHaveFocus();

    await press('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Ver Tejo TV em direto');
    await press('{ArrowDown}');
    expect(focused()).toBe('Ver Tejo TV em direto');
    // Up from a header stays in the channel column; right from there goes back to the time kept.
    await press('{ArrowUp}');
    expect(focused()).toBe('Ver Canal Douro em direto');
    await press('{ArrowRight}');
    expect(cell(/^Fado ao Vivo/)).toHaveFocus();
  });

  it('opens the focused programme’s details with Enter and with Space', async () => {
    api = fakeApi({ [CHANNELS]: ok({ channels }), [EPG]: guideFor(schedule) });
    renderApp('/guia-tv', { clock });
    await enterGuide();

    await press('{ArrowDown}');
    await press('{Enter}');
    expect(await view.findByRole('dialog', { name: 'Os Maias' })).toBeInTheDocument();
    await press('{Escape}');
    expect(cell(/^Os Maias/)).toHaveFocus();
    await press('{ArrowDown}');
    await press(' ');
    expect(await view.findByRole('dialog', { name: 'Fado ao Vivo' })).toBeInTheDocument();
  });
});

describe('the grid’s keyboard with windowed rows', () => {
  const rowInView = (index: number): boolean => {
    const top = RULER + index * ROW;
    const { scrollTop } = grid();
    return top >= scrollTop + RULER && top + ROW <= scrollTop + GRID.height;
  };
  const drawn = (): string[] =>
    view.getAllByTestId('guide-channel').map((row) => row.getAttribute('data-channel-id') ?? '');

  it('scrolls a channel not drawn yet into view with PageDown, Ctrl+End and Ctrl+Home, then focuses it', async () => {
    const { channels: many, entries } = lineUp(60);
    api = fakeApi({ [CHANNELS]: ok({ channels: many }), [EPG]: guideFor(entries) });
    renderApp('/guia-tv', { clock });
    await enterGuide();
    expect(cell('Notícias Canal 1 20:00 Em direto')).toHaveFocus();
    expect(drawn()).not.toContain('ch-0046');

    // A page is the nine rows that fit below the ruler.
    await press('{PageDown}');
    expect(cell(/^Notícias Canal 10 /)).toHaveFocus();
    await press('{PageDown}{PageDown}{PageDown}{PageDown}');
    // Row 46 was not drawn and its batch not asked for: the grid scrolls to it, waits, then focuses it.
    await waitFor(() => expect(cell(/^Notícias Canal 46 /)).toHaveFocus());
    expect(rowInView(45)).toBe(true);
    expect(view.getByRole('row', { name: /Canal 46/ })).toHaveAttribute('aria-rowindex', '46');
    expect(drawn()).not.toContain('ch-0001');
    expect(tabStops()).toEqual([cell(/^Notícias Canal 46 /)]);

    await press('{Control>}{End}{/Control}');
    await waitFor(() => expect(cell(/^Notícias Canal 60 /)).toHaveFocus());
    expect(rowInView(59)).toBe(true);
    await press('{ArrowUp}');
    expect(cell(/^Notícias Canal 59 /)).toHaveFocus();
    await press('{Control>}{Home}{/Control}');
    await waitFor(() => expect(cell(/^Notícias Canal 1 /)).toHaveFocus());
    expect(grid().scrollTop).toBe(0);
  });

  it('scrolls an hour not drawn into view, then focuses the programme there', async () => {
    const { channels: many, entries } = lineUp(60);
    api = fakeApi({ [CHANNELS]: ok({ channels: many }), [EPG]: guideFor(entries) });
    renderApp('/guia-tv', { clock });
    await enterGuide();
    expect(within(grid()).queryByText('Filme Canal 1')).not.toBeInTheDocument();

    await press('{Home}');
    await waitFor(() => expect(cell(/^Filme Canal 1 /)).toHaveFocus());
    // 03:00, its start right beside the channel column.
    expect(grid().scrollLeft).toBe(3 * HOUR);
    await press('{End}');
    await waitFor(() => expect(cell(/^Notícias Canal 1 /)).toHaveFocus());
    // 20:00 to 21:00, its end at the right edge of the guide's box.
    expect(grid().scrollLeft).toBe(21 * HOUR - (GRID.width - 168));
  });

  it('keeps the focused programme while the guide is scrolled away, and Tab brings it back after it is gone', async () => {
    const { channels: many, entries } = lineUp(60);
    api = fakeApi({ [CHANNELS]: ok({ channels: many }), [EPG]: guideFor(entries) });
    renderApp('/guia-tv', { clock });
    await enterGuide();
    await press('{ArrowDown}');
    const second = cell(/^Notícias Canal 2 /);
    expect(second).toHaveFocus();

    // Scrolled away by the wheel: the focused row stays drawn, so focus does not fall out of the page.
    act(() => grid().scrollTo({ top: ROW * 40 }));
    expect(await view.findByText('Notícias Canal 45')).toBeInTheDocument();
    expect(second).toBeInTheDocument();
    expect(second).toHaveFocus();

    // Once focus has left, the row goes like any other, and the grid itself stands in as the tab stop.
    act(() => view.getByRole('button', { name: 'Ir para agora' }).focus());
    await waitFor(() => expect(drawn()).not.toContain('ch-0002'));
    expect(grid()).toHaveAttribute('tabindex', '0');
    expect(tabStops()).toEqual([]);

    await userEvent.tab();
    await waitFor(() => expect(cell(/^Notícias Canal 2 /)).toHaveFocus());
    expect(rowInView(1)).toBe(true);
    expect(grid()).toHaveAttribute('tabindex', '-1');
  });
});
