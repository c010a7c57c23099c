import { makeContentItem } from '@palco/shared/testing';
import { dynamicLabel } from './dynamic-label';

const DAY = 86_400;
const now = Date.parse('2026-03-13T10:00:00Z');
const nowSeconds = now / 1000;
const ctx = { nowMs: now, daysBefore: 30, viewerPremium: false };

describe('dynamicLabel', () => {
  it("shows the title's dynamic label within 30 days before its release, cut like a badge", () => {
    const soon = makeContentItem({
      release_date: nowSeconds + 30 * DAY,
      dynamic_label: 'Estreia exclusiva no Palco',
    });
    expect(dynamicLabel(soon, ctx)).toEqual({ kind: 'text', text: 'Estreia exclusi' });
    expect(
      dynamicLabel(makeContentItem({ release_date: nowSeconds + 60, dynamic_label: 'Estreia' }), ctx),
    ).toEqual({ kind: 'text', text: 'Estreia' });
  });

  it('says "coming soon" in the window when the title has no dynamic label', () => {
    expect(dynamicLabel(makeContentItem({ release_date: nowSeconds + 2 * DAY }), ctx)).toEqual({
      kind: 'soon',
    });
  });

  it('shows nothing further ahead than the window, or once released', () => {
    const far = makeContentItem({ release_date: nowSeconds + 30 * DAY + 1, dynamic_label: 'Estreia' });
    expect(dynamicLabel(far, ctx)).toBeNull();
    expect(dynamicLabel(far, { ...ctx, daysBefore: 31 })).toEqual({ kind: 'text', text: 'Estreia' });
    expect(
      dynamicLabel(makeContentItem({ release_date: nowSeconds, dynamic_label: 'Estreia' }), ctx),
    ).toBeNull();
    expect(dynamicLabel(makeContentItem({ release_date: null, dynamic_label: 'Estreia' }), ctx)).toBeNull();
  });

  it('tells viewers without premium when a premium title becomes free; premium viewers get its label', () => {
    const ending = makeContentItem({
      premium: true,
      premium_end_date: nowSeconds + 6 * DAY,
      dynamic_label: 'Últimos dias',
    });
    expect(dynamicLabel(ending, ctx)).toEqual({ kind: 'freeFrom', at: (nowSeconds + 6 * DAY) * 1000 });
    expect(dynamicLabel(ending, { ...ctx, viewerPremium: true })).toEqual({
      kind: 'text',
      text: 'Últimos dias',
    });
    expect(dynamicLabel({ ...ending, premium_end_date: nowSeconds + 40 * DAY }, ctx)).toBeNull();
    expect(dynamicLabel({ ...ending, premium: false }, ctx)).toBeNull();
  });
});
