import { BADGE_LABEL_MAX } from '@palco/shared';
import { badgeLabel } from './badge-label';

describe('badgeLabel', () => {
  it('keeps a short label as it is', () => {
    expect(badgeLabel('Novo')).toBe('Novo');
  });

  it('cuts a long label to 15 characters', () => {
    expect(BADGE_LABEL_MAX).toBe(15);
    expect(badgeLabel('Novos episódios todas as semanas')).toBe('Novos episódios');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(badgeLabel('🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬')).toBe('🎬'.repeat(15));
  });

  it('shows no badge for a missing or blank label', () => {
    expect(badgeLabel(null)).toBeNull();
    expect(badgeLabel(undefined)).toBeNull();
    expect(badgeLabel('   ')).toBeNull();
  });
});
