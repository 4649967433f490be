import { gradientColors, isCssGradient } from './css-gradient';

it.each([
  ['linear-gradient(135deg, #1e1b4b 0%, #4c1d95 50%, #0f172a 100%)', ['#1e1b4b', '#4c1d95', '#0f172a']],
  ['linear-gradient(to bottom right, #FFF, #000)', ['#ffffff', '#000000']],
  ['radial-gradient(circle at 85% 10%, #1d4ed8, #0b1b3f 45%)', ['#1d4ed8', '#0b1b3f']],
  ['repeating-conic-gradient(from 90deg, #111111 0deg 10deg, 20%, #222222 30deg)', ['#111111', '#222222']],
  ['linear-gradient(#123456, #654321)', ['#123456', '#654321']],
])('reads the colours of %s', (gradient, colors) => {
  expect(gradientColors(gradient)).toEqual(colors);
  expect(isCssGradient(gradient)).toBe(true);
});

it.each([
  'red; background: url(https://evil.example/x)',
  'linear-gradient(135deg, red, blue)',
  'linear-gradient(135deg, rgb(0 0 0), #ffffff)',
  'linear-gradient(135deg, #ffffff)',
  'linear-gradient(135deg, #ffffff, #000000) , url(x)',
  'linear-gradient(135deg, #ffffff 0% 10% 20%, #000000)',
  'linear-gradient(135deg, #ffff, #000000)',
  'linear-gradient(135deg, #ffffff, #000000); color: red',
  'image-set(#ffffff, #000000)',
  `linear-gradient(0deg, ${'#ffffff, '.repeat(60)}#000000)`,
])('refuses %s', (value) => {
  expect(gradientColors(value)).toBeNull();
  expect(isCssGradient(value)).toBe(false);
});
