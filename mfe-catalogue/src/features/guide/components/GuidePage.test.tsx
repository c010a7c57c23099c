import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpgEntry } from '@palco/contracts';
import { errorReply, type FakeApi, fakeApi, type FakeRoutes, makeChannel, ok } from '@palco/shared/testing';
import { at, makeEpgEntry, makeGuide } from '../../../testing/epg-fixtures';
import { fixedClock, renderApp } from '../../../testing/render-app';
import { formatClockTime } from '../utils/clock-time';

const CHANNELS = 'GET /v1/content/channel';
const EPG = 'GET /v1/content/epg';
const NOW = '2026-03-14T20:30:00Z';
const clock = fixedClock(NOW);

/** Times as the viewer's own clock shows them, whatever zone the tests run in. */
const hhmm = (seconds: number): string => formatClockTime(seconds, 'pt_PT');

function programme(channel: string, id: string, title: string, from: string, to: string): EpgEntry {
  return makeEpgEntry({ id, channel, title, start_date: at(from), end_date: at(to) });
}

const channels = [
  makeChannel({ id: 'ch-01', name: 'Palco 1' }),
  makeChannel({ id: 'ch-02', name: 'Palco Cinema' }),
  makeChannel({ id: 'ch-03', name: 'Canal Douro' }),
];
const news = programme('ch-01', 'p1', 'Telejornal', '2026-03-14T20:00:00Z', '2026-03-14T21:00:00Z');
const debate = programme('ch-01', 'p2', 'Debate da Noite', '2026-03-14T21:00:00Z', '2026-03-14T22:00:00Z');
const film = programme('ch-02', 'f1', 'Os Maias', '2026-03-14T20:15:00Z', '2026-03-14T21:15:00Z');
const guide = makeGuide({
  'ch-01': [
    programme('ch-01', 'p0', 'Jornal da Tarde', '2026-03-14T19:30:00Z', '2026-03-14T20:00:00Z'),
    news,
    debate,
  ],
  'ch-02': [film],
  'ch-03': [],
});

function routes(epg: FakeRoutes[string] = ok(guide)): FakeRoutes {
  return { [CHANNELS]: ok({ channels }), [EPG]: epg };
}

function rowOf(name: string): HTMLElement {
  const row = view.getByRole('heading', { level: 2, name }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

let api: FakeApi;
afterEach(() => api.restore());

describe('/guia-tv', () => {
  it('lists every channel with what is on now and next, from one guide call', async () => {
    api = fakeApi(routes());
    renderApp('/guia-tv', { clock });

    expect(view.getByRole('heading', { level: 1, name: 'Agora na TV' })).toBeInTheDocument();
    expect(document.title).toBe('Agora na TV');
    expect(view.getByTestId('guide-skeleton')).toBeInTheDocument();

    const rows = await view.findAllByTestId('guide-channel');
    expect(rows.map((row) => row.getAttribute('data-channel-id'))).toEqual(['ch-01', 'ch-02', 'ch-03']);
    expect(view.queryByTestId('guide-skeleton')).not.toBeInTheDocument();

    const first = rowOf('Palco 1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/images/logo/ch-01.svg');
    expect(within(first).getByText('Telejornal')).toBeInTheDocument();
    expect(within(first).getByText(`${hhmm(news.start_date)}–${hhmm(news.end_date)}`)).toBeInTheDocument();
    const progress = within(first).getByRole('progressbar', { name: 'Progresso de «Telejornal»' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(within(first).getByText('Debate da Noite')).toBeInTheDocument();
    expect(within(first).getByText(hhmm(debate.start_date))).toBeInTheDocument();
    expect(within(first).queryByText('Jornal da Tarde')).not.toBeInTheDocument();
    const watch = within(first).getByRole('link', { name: 'Ver em direto' });
    expect(watch).toHaveAttribute('href', '/live/ch-01');
    expect(watch).toHaveAccessibleDescription('Palco 1');

    const second = rowOf('Palco Cinema');
    expect(within(second).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(second).getByText('Sem informação')).toBeInTheDocument();

    const third = rowOf('Canal Douro');
    expect(within(third).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(third).getAllByText('Sem informação')).toHaveLength(2);
    expect(within(third).getByRole('link', { name: 'Ver em direto' })).toHaveAttribute('href', '/live/ch-03');

    const now = at(NOW);
    expect(api.requestsTo('/v1/content/epg')).toEqual([
      {
        method: 'GET',
        url: '/v1/content/epg',
        params: { startDate: now - 3600, endDate: now + 4 * 3600, channels: 'ch-01,ch-02,ch-03' },
        body: undefined,
        contentType: undefined,
      },
    ]);
  });

  it('shows an error with a retry that asks for the guide again', async () => {
    let attempts = 0;
    api = fakeApi(
      routes(() => {
        attempts += 1;
        return attempts === 1 ? errorReply(500, 'boom') : ok(guide);
      }),
    );
    renderApp('/guia-tv', { clock });

    expect(await view.findByRole('alert')).toHaveTextContent('Não foi possível carregar a programação.');
    expect(view.queryByTestId('guide-channel')).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Tentar novamente' }));

    expect(await view.findAllByTestId('guide-channel')).toHaveLength(3);
    expect(view.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/content/epg')).toHaveLength(2);
    expect(api.requestsTo('/v1/content/channel')).toHaveLength(1);
  });

  it('retries the channel list when that is what failed', async () => {
    let attempts = 0;
    api = fakeApi({
      ...routes(),
      [CHANNELS]: () => {
        attempts += 1;
        return attempts === 1 ? errorReply(503, 'busy') : ok({ channels });
      },
    });
    renderApp('/guia-tv', { clock });

    await userEvent.click(await view.findByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findAllByTestId('guide-channel')).toHaveLength(3);
    expect(api.requestsTo('/v1/content/channel')).toHaveLength(2);
    expect(api.requestsTo('/v1/content/epg')).toHaveLength(1);
  });

  it('says so when there are no channels, without asking for a guide', async () => {
    api = fakeApi({ [CHANNELS]: ok({ channels: [] }) });
    renderApp('/guia-tv', { clock });

    expect(await view.findByText('Ainda não há canais para mostrar.')).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/epg')).toHaveLength(0);
  });
});
