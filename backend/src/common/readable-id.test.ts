import { readableId } from './readable-id';

describe('readableId', () => {
  it('never hands out the same random bytes twice, across refills of its pool', () => {
    // 3,000 ids of 16 characters draw 48,000 bytes: the 4 KB pool is refilled about a dozen times.
    const ids = Array.from({ length: 3000 }, () => readableId('WLA', 16));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^WLA-[0-9A-HJKMNP-TV-Z]{16}$/);
  });

  it.each([0, -1, 1.5, 5000])('refuses a length of %s', (length) => {
    expect(() => readableId('TKT', length)).toThrow(RangeError);
  });
});
