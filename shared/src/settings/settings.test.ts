import { isFeatureOn, mergeSettings, settingsDefaults } from './settings';

describe('settings', () => {
  it('has the section 9 defaults', () => {
    expect(settingsDefaults).toMatchObject({
      epg_future_days: 7,
      epg_past_days: 30,
      page_size: 30,
      video_time_limit: 120,
      video_cumulative_time_limit: 300,
      live_break_limit: 14400,
      vod_break_limit: 6,
      dynamic_label_days_before: 30,
      allow_vod: 1,
      is_euro_active: 0,
    });
  });

  it('has the section 1 flags: reminder, rating popup and skipping auth off, the rest on', () => {
    expect(isFeatureOn(settingsDefaults, 'reminder')).toBe(false);
    expect(isFeatureOn(settingsDefaults, 'rating_popup')).toBe(false);
    expect(isFeatureOn(settingsDefaults, 'skip_authentication')).toBe(false);
    expect(isFeatureOn(settingsDefaults, 'watchlist')).toBe(true);
    expect(isFeatureOn(settingsDefaults, 'past_epg_as_vod')).toBe(true);
  });

  it('merges server values flag by flag', () => {
    const merged = mergeSettings({ page_size: 10, flags: { ...settingsDefaults.flags, share: 0 } });
    expect(merged.page_size).toBe(10);
    expect(isFeatureOn(merged, 'share')).toBe(false);
    expect(isFeatureOn(merged, 'watchlist')).toBe(true);
  });
});
