import { contrastRatio, formatContrastRatio, INK, relativeLuminance, textContrastOn, WHITE } from './contrast-ratio';

it('gives the luminance of the ends of the scale', () => {
  expect(relativeLuminance('#000000')).toBe(0);
  expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
});

it.each([
  ['#000000', '#ffffff', 21],
  ['#ffffff', '#ffffff', 1],
  ['#ffffff', '#8080ff', 3.256],
  ['#000000', '#8080ff', 6.45],
  ['#ffffff', '#767676', 4.542],
  ['#ffffff', '#777777', 4.478],
  ['#ffffff', '#1d4ed8', 6.702],
])('%s on %s is %d:1', (text, background, expected) => {
  expect(contrastRatio(text, background)).toBeCloseTo(expected, 2);
  expect(contrastRatio(background, text)).toBeCloseTo(expected, 2);
});

it('refuses what is not a #rrggbb colour', () => {
  expect(() => relativeLuminance('#fff')).toThrow(RangeError);
  expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
});

it('never rounds a failing ratio up to a passing one', () => {
  expect(formatContrastRatio(21)).toBe('21.00:1');
  expect(formatContrastRatio(4.4999)).toBe('4.49:1');
  expect(formatContrastRatio(3.2560626)).toBe('3.25:1');
});

it('keeps white text when it meets WCAG AA', () => {
  expect(textContrastOn('#1d4ed8')).toEqual({ textColor: WHITE, textRatio: expect.closeTo(6.7, 1), passes: true });
  // 4.54:1, just above the line.
  expect(textContrastOn('#767676')).toMatchObject({ textColor: WHITE, passes: true });
});

it('sets the ink on a light colour where white is below AA', () => {
  expect(textContrastOn('#8080ff')).toEqual({ textColor: INK, textRatio: expect.closeTo(5.5, 1), passes: true });
  expect(textContrastOn('#999999')).toMatchObject({ textColor: INK, passes: true });
});

it('fails a mid-tone on which neither white nor the ink reaches AA', () => {
  const contrast = textContrastOn('#7a7a7a');
  expect(contrast.passes).toBe(false);
  expect(contrast.textRatio).toBeLessThan(4.5);
});
