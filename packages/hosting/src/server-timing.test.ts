import { stitchDurationOf, stitchTiming } from './server-timing';

describe('stitchTiming', () => {
  it('gives the time since the start in milliseconds, to 10 µs, under the name stitch', () => {
    expect(stitchTiming(1_000_000_000n, 1_002_345_678n)).toBe('stitch;dur=2.35');
    expect(stitchTiming(5n, 5n)).toBe('stitch;dur=0.00');
  });

  it('times from process.hrtime when no end is given', () => {
    const started = process.hrtime.bigint();
    const duration = stitchDurationOf(stitchTiming(started));
    expect(duration).toBeGreaterThanOrEqual(0);
    expect(duration).toBeLessThan(1000);
  });
});

describe('stitchDurationOf', () => {
  it('reads the stitch duration back, among other metrics', () => {
    expect(stitchDurationOf('stitch;dur=0.84')).toBe(0.84);
    expect(stitchDurationOf('cdn-cache;desc=HIT, stitch;desc="page";dur=12.5, edge;dur=3')).toBe(12.5);
  });

  it('answers null without the header, without a stitch metric, or without a readable duration', () => {
    expect(stitchDurationOf(undefined)).toBeNull();
    expect(stitchDurationOf('edge;dur=3')).toBeNull();
    expect(stitchDurationOf('stitch')).toBeNull();
    expect(stitchDurationOf('stitch;dur=soon')).toBeNull();
    expect(stitchDurationOf('stitch;dur=')).toBeNull();
  });
});
