import { describe, expect, it } from 'vitest';
import { cityMenuLayout } from '../../renderer/Header';

// The Locations menu lays out any number of cities in balanced rows of at most four (issue 41:
// five cities wrapped one alone onto a second row).
describe('the Locations menu', () => {
  it('puts up to four cities a row, the rows as even as they can be', () => {
    const rows = (count: number) => {
      const { columns } = cityMenuLayout(count);
      return Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));
    };
    expect(rows(4)).toEqual([4]);
    expect(rows(5)).toEqual([3, 2]);
    expect(rows(6)).toEqual([3, 3]);
    expect(rows(7)).toEqual([4, 3]);
    expect(rows(9)).toEqual([3, 3, 3]);
    expect(rows(10)).toEqual([4, 4, 2]);
    for (let count = 1; count <= 12; count++) {
      const counts = rows(count);
      expect(Math.max(...counts) - Math.min(...counts), `${count} cities: ${counts}`).toBeLessThanOrEqual(2);
      expect(counts.at(-1), `${count} cities`).toBeGreaterThan(count > 4 ? 1 : 0);
    }
  });

  it('is as wide as its columns', () => {
    expect(cityMenuLayout(4)).toMatchObject({ grid: 'grid-cols-4', panel: expect.stringContaining('w-[58rem]') });
    expect(cityMenuLayout(5)).toMatchObject({ grid: 'grid-cols-3', panel: expect.stringContaining('w-[41rem]') });
    expect(cityMenuLayout(2)).toMatchObject({ grid: 'grid-cols-2' });
  });
});
