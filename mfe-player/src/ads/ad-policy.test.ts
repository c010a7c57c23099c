import { type Settings, settingsDefaults } from '@palco/contracts';
import { adPlanFor, crossedPoint, midrollPoints, NO_ADS, passedAtStart } from './ad-policy';

const AD = 'https://ads.example/vast';

function settings(over: Partial<Settings> = {}, ads: 0 | 1 = 1): Settings {
  return {
    ...settingsDefaults,
    ad_server_url_vod_preroll: `${AD}/preroll`,
    ad_server_url_vod_midroll: `${AD}/midroll`,
    ad_server_url_live: `${AD}/live`,
    ad_server_url_trailer: `${AD}/trailer`,
    ads_live_channels: 1,
    ...over,
    flags: { ...settingsDefaults.flags, ads },
  };
}

describe('who gets which ads (spec sections 4 and 6)', () => {
  it('gives a title its pre-roll and mid-roll for a viewer who is not premium', () => {
    expect(adPlanFor(settings(), 'vod', false)).toEqual({
      preroll: { slot: 'preroll', url: `${AD}/preroll` },
      midroll: { slot: 'midroll', url: `${AD}/midroll` },
    });
  });

  it('gives a premium viewer none', () => {
    for (const content of ['vod', 'live', 'trailer'] as const) {
      expect(adPlanFor(settings(), content, true)).toEqual(NO_ADS);
    }
  });

  it('gives nobody an ad while the ads flag is off', () => {
    expect(adPlanFor(settings({}, 0), 'vod', false)).toEqual(NO_ADS);
    expect(adPlanFor(settings({}, 0), 'live', false)).toEqual(NO_ADS);
  });

  it('plays the live pre-roll before a channel only with ads for live channels on, and no mid-roll', () => {
    expect(adPlanFor(settings(), 'live', false)).toEqual({
      preroll: { slot: 'live', url: `${AD}/live` },
      midroll: null,
    });
    expect(adPlanFor(settings({ ads_live_channels: 0 }), 'live', false)).toEqual(NO_ADS);
  });

  it('plays the trailer’s ad before a trailer', () => {
    expect(adPlanFor(settings(), 'trailer', false)).toEqual({
      preroll: { slot: 'trailer', url: `${AD}/trailer` },
      midroll: null,
    });
  });

  it('leaves out a break whose ad server is not set', () => {
    expect(adPlanFor(settings({ ad_server_url_vod_midroll: ' ' }), 'vod', false).midroll).toBeNull();
    // The product's defaults name no ad server: no ad until a deployment sets one.
    expect(adPlanFor(settingsDefaults, 'vod', false)).toEqual(NO_ADS);
  });
});

describe('where mid-rolls fall', () => {
  it('puts one in the middle of a title under 20 minutes', () => {
    expect(midrollPoints(20)).toEqual([10]);
    expect(midrollPoints(600)).toEqual([300]);
    expect(midrollPoints(1199)).toEqual([600]);
  });

  it('puts one every 10 minutes in a longer title, none in its last minute', () => {
    expect(midrollPoints(1200)).toEqual([600]);
    expect(midrollPoints(1260)).toEqual([600, 1200]);
    expect(midrollPoints(5400)).toEqual([600, 1200, 1800, 2400, 3000, 3600, 4200, 4800]);
  });

  it('puts none in a stream without an end', () => {
    expect(midrollPoints(0)).toEqual([]);
    expect(midrollPoints(Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it('counts as passed what a resumed title skips, and its first 30 s', () => {
    expect(passedAtStart([600, 1200], 0)).toEqual([]);
    expect(passedAtStart([600, 1200], 700)).toEqual([600]);
    // Resumed 20 s before a point: no mid-roll right after the pre-roll.
    expect(passedAtStart([600, 1200], 580)).toEqual([600]);
    expect(passedAtStart([600, 1200], 560)).toEqual([]);
  });

  it('breaks when playback crosses a point it has not played, once for several', () => {
    const points = [600, 1200, 1800];
    expect(crossedPoint(points, new Set(), 599.75, 600)).toBe(600);
    expect(crossedPoint(points, new Set(), 590, 599)).toBeNull();
    expect(crossedPoint(points, new Set([600]), 599, 601)).toBeNull();
    // A seek from before the first to past the second: one break, for the latest.
    expect(crossedPoint(points, new Set(), 10, 1300)).toBe(1200);
    // Going back never breaks.
    expect(crossedPoint(points, new Set(), 1300, 10)).toBeNull();
  });
});
