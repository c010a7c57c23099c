import { ApiError } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import {
  canSwitchProfile,
  dateParts,
  problemFromError,
  problemWithItem,
  upcomingDate,
} from './playback-problem';

const now = 1_800_000_000;

describe('problemFromError', () => {
  it('reads 404 as not found', () => {
    expect(problemFromError(new ApiError('404', 'no such item', 404), undefined, now)).toEqual({
      kind: 'not-found',
    });
  });

  it('reads 301 as not yet available, dated by the loaded item', () => {
    const item = { release_date: now + 3600, premium_end_date: null };
    expect(problemFromError(new ApiError('301', 'soon', 301), item, now)).toEqual({
      kind: 'not-yet-available',
      availableAt: now + 3600,
    });
    expect(problemFromError(new ApiError('301', 'soon', 301), undefined, now)).toEqual({
      kind: 'not-yet-available',
      availableAt: null,
    });
  });

  it('reads content_restricted as a title kept from the profile, whatever its status', () => {
    expect(problemFromError(new ApiError('content_restricted', 'x', 403), undefined, now)).toEqual({
      kind: 'restricted',
    });
    const forbidden = new ApiError('403', 'x', 403);
    expect(problemFromError(forbidden, undefined, now)).toEqual({ kind: 'server', error: forbidden });
  });

  it('keeps any other error for the catalogue message', () => {
    const error = new ApiError('500', 'boom', 500);
    expect(problemFromError(error, undefined, now)).toEqual({ kind: 'server', error });
  });
});

describe('upcomingDate', () => {
  it('takes the nearest date still ahead', () => {
    expect(upcomingDate({ release_date: now - 10, premium_end_date: now + 50 }, now)).toBe(now + 50);
    expect(upcomingDate({ release_date: now + 90, premium_end_date: now + 50 }, now)).toBe(now + 50);
    expect(upcomingDate({ release_date: now - 10, premium_end_date: null }, now)).toBeNull();
  });
});

describe('problemWithItem', () => {
  it('stops an item released in the future before its media is asked for', () => {
    expect(problemWithItem({ release_date: now + 60, media_id: 'm1' }, now)).toEqual({
      kind: 'not-yet-available',
      availableAt: now + 60,
    });
  });

  it('reports an item without media', () => {
    expect(problemWithItem({ release_date: null, media_id: null }, now)).toEqual({ kind: 'no-media' });
  });

  it('lets a released item with media play', () => {
    expect(problemWithItem({ release_date: now - 60, media_id: 'm1' }, now)).toBeNull();
  });
});

describe('dateParts', () => {
  it('gives two-digit day, month, hour and minute in local time', () => {
    const seconds = new Date(2031, 0, 5, 21, 7).getTime() / 1000;
    expect(dateParts(seconds)).toEqual({ day: '05', month: '01', hour: '21', minute: '07' });
  });
});

describe('canSwitchProfile', () => {
  const two = [
    { id: 'p1', name: 'Joana' },
    { id: 'p2', name: 'Rita' },
  ];
  it('is true for a multi-profile account with another profile, while the flag is on', () => {
    expect(canSwitchProfile(makeAccount({ profiles: two }), true)).toBe(true);
    expect(canSwitchProfile(makeAccount({ profiles: two }), false)).toBe(false);
    expect(canSwitchProfile(makeAccount({ profiles: two, is_multi_profile: false }), true)).toBe(false);
    expect(canSwitchProfile(makeAccount(), true)).toBe(false);
    expect(canSwitchProfile(null, true)).toBe(false);
  });
});
