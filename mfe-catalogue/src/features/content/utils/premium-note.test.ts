import { makeContentItem } from '@palco/shared/testing';
import { premiumNote } from './premium-note';

const NOW = Date.parse('2026-03-14T20:30:00Z') / 1000;
const premium = makeContentItem({ premium: true });

describe('premiumNote', () => {
  it('says nothing about free titles or to premium viewers', () => {
    expect(premiumNote(makeContentItem({ premium: false }), { premium: false }, NOW)).toBeNull();
    expect(premiumNote(premium, { premium: true }, NOW)).toBeNull();
  });

  it('tells other viewers a premium title needs a subscription', () => {
    expect(premiumNote(premium, { premium: false }, NOW)).toEqual({ kind: 'subscribe' });
  });

  it('tells them when a title leaving the premium tier opens to everyone, while that is ahead', () => {
    const leaving = { ...premium, premium_end_date: NOW + 86_400 };
    expect(premiumNote(leaving, { premium: false }, NOW)).toEqual({
      kind: 'free-from',
      seconds: NOW + 86_400,
    });
    expect(premiumNote({ ...premium, premium_end_date: NOW - 1 }, { premium: false }, NOW)).toEqual({
      kind: 'subscribe',
    });
  });
});
