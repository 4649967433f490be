import { BLACK, contrastRatio, formatContrastRatio, relativeLuminance, textContrastOn, WHITE } from './contrast-ratio';

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
  expect(textContrastOn('#1d4ed8')).toEqual({
    whiteRatio: expect.closeTo(6.7, 1),
    whitePasses: true,
    textColor: WHITE,
    textRatio: expect.closeTo(6.7, 1),
  });
  // 4.54:1, just above the line.
  expect(textContrastOn('#767676').whitePasses).toBe(true);
});

it('names black as the text colour that passes when white does not', () => {
  expect(textContrastOn('#8080ff')).toEqual({
    whiteRatio: expect.closeTo(3.26, 2),
    whitePasses: false,
    textColor: BLACK,
    textRatio: expect.closeTo(6.45, 2),
  });
  // 4.48:1, just below the line.
  expect(textContrastOn('#777777')).toMatchObject({ whitePasses: false, textColor: BLACK });
});
