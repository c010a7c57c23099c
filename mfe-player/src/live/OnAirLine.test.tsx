import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { EpgEntry } from '@palco/contracts';
import { fakeApi, type FakeApi, ok, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../testing/dictionaries';
import { onAirAt } from './on-air';
import { OnAirLine } from './OnAirLine';

const HOUR = 3600;
const NOW = Math.floor(Date.now() / 1000);

function epg(id: string, start: number, end: number, title: string): EpgEntry {
  return {
    id,
    title,
    description: '',
    type: 'CATCHUP',
    trailer_id: null,
    media_id: `catchup-${id}`,
    classification: null,
    premium: false,
    channel: 'ch-01',
    start_date: start,
    end_date: end,
    live: false,
    images: {},
    season_number: null,
    episode_number: null,
    item_id: null,
  } as EpgEntry;
}

const before = epg('ch-01_a', NOW - 2 * HOUR, NOW - HOUR / 2, 'Manhã Informativa');
const onAir = epg('ch-01_b', NOW - HOUR / 2, NOW + HOUR / 2, 'Telejornal');
const after = epg('ch-01_c', NOW + HOUR / 2, NOW + HOUR, 'Grande Reportagem');

describe('what a channel airs now and next', () => {
  it('is the programme whose hours hold now, and the one after it, whatever order the guide gives', () => {
    expect(onAirAt([after, onAir, before], NOW)).toEqual({ now: onAir, next: after });
    // The last second of a programme is still it; its end is the next one's start.
    expect(onAirAt([onAir, after], onAir.end_date - 1).now).toBe(onAir);
    expect(onAirAt([onAir, after], onAir.end_date).now).toBe(after);
    // A gap in the schedule: nothing now, the next one still said.
    expect(onAirAt([before, after], NOW)).toEqual({ now: null, next: after });
    expect(onAirAt([], NOW)).toEqual({ now: null, next: null });
  });
});

describe('the live page’s line under the channel', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.restore();
    api = undefined;
  });

  function show(dvr: boolean, flag: 0 | 1): void {
    api = fakeApi({
      'GET /v1/setting': ok({ flags: { play_live_from_beginning: flag } }),
      'GET /v1/content/epg': ok({
        channels: [{ id: 'ch-01', dates: [{ date: '2026-11-25', epgs: [before, onAir, after] }] }],
      }),
    });
    renderWithProviders(
      <MemoryRouter>
        <OnAirLine channel={{ id: 'ch-01', dvr }} />
      </MemoryRouter>,
      dictionaries,
    );
  }

  it('says what is on now and next, and offers the programme on air from its start', async () => {
    show(true, 1);
    const line = await screen.findByTestId('on-air');
    expect(line).toHaveTextContent(/Agora Telejornal/);
    expect(line).toHaveTextContent(/A seguir Grande Reportagem/);
    expect(screen.getByRole('link', { name: 'Ver desde o início' })).toHaveAttribute('href', '/vod/ch-01_b');
    expect(api?.requestsTo('/v1/content/epg')[0]?.params).toMatchObject({ channels: 'ch-01' });
  });

  it('offers no start on a channel that does not record, nor while the flag is off', async () => {
    show(false, 1);
    await screen.findByTestId('on-air');
    expect(screen.queryByRole('link', { name: 'Ver desde o início' })).toBeNull();
  });

  it('offers no start while the flag is off', async () => {
    show(true, 0);
    await screen.findByTestId('on-air');
    expect(screen.queryByRole('link', { name: 'Ver desde o início' })).toBeNull();
  });
});
