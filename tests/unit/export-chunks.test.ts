import { describe, expect, it } from 'vitest';
import { nextChunkRows } from '@/server/engine/csvExport';

describe('PGlite export chunks', () => {
  it('size the next chunk to take about 15 ms from the time the last one took', () => {
    expect(nextChunkRows(100, 30)).toBe(50);
    expect(nextChunkRows(100, 15)).toBe(100);
    expect(nextChunkRows(300, 10)).toBe(450);
  });

  it('grow at most twofold per chunk and stay between 20 and 2,000 rows', () => {
    expect(nextChunkRows(100, 1)).toBe(200);
    expect(nextChunkRows(100, 0)).toBe(200);
    expect(nextChunkRows(1500, 1)).toBe(2000);
    expect(nextChunkRows(40, 500)).toBe(20);
  });
});
