import { seasonFromQuery } from './season-query';

const seasons = [
  { id: 's1-t1', season: 1, name: 'Temporada 1' },
  { id: 's1-t2', season: 2, name: 'Temporada 2' },
  { id: 's1-t3', season: 3, name: 'Temporada 3' },
];

describe('seasonFromQuery', () => {
  it('picks the season the URL names by number', () => {
    expect(seasonFromQuery(seasons, '2')?.id).toBe('s1-t2');
  });

  it('falls back to the first season for a missing, unknown or malformed number', () => {
    expect(seasonFromQuery(seasons, null)?.id).toBe('s1-t1');
    expect(seasonFromQuery(seasons, '9')?.id).toBe('s1-t1');
    expect(seasonFromQuery(seasons, '2abc')?.id).toBe('s1-t1');
    expect(seasonFromQuery([], '1')).toBeNull();
  });
});
