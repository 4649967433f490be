import { DEFAULT_WHITE_LABEL_CONFIG } from './white-label';
import { brandContrastChecks, brandContrastProblems } from './white-label-contrast';

it('passes the default brand: the ink on #8080ff, light text on Purple Night', () => {
  expect(brandContrastProblems(DEFAULT_WHITE_LABEL_CONFIG)).toEqual([]);
  expect(
    brandContrastChecks(DEFAULT_WHITE_LABEL_CONFIG).map(({ pair, text, passes }) => ({ pair, text, passes })),
  ).toEqual([
    { pair: 'Text on the primary color', text: '#0f172a', passes: true },
    { pair: 'Text on the background', text: '#cbd5e1', passes: true },
  ]);
});

it('names the primary pair when neither white nor the ink reaches 4.5:1 on it', () => {
  expect(brandContrastProblems({ ...DEFAULT_WHITE_LABEL_CONFIG, primaryColor: '#7a7a7a' })).toEqual([
    'Text on the primary color is below WCAG AA: #ffffff on #7a7a7a is 4.29:1, under 4.5:1.',
  ]);
});

it('names the background pair at the gradient’s weakest colour', () => {
  const problems = brandContrastProblems({
    ...DEFAULT_WHITE_LABEL_CONFIG,
    backgroundGradient: 'linear-gradient(135deg, #1e1b4b 0%, #94a3b8 60%, #0f172a 100%)',
  });
  expect(problems).toEqual(['Text on the background is below WCAG AA: #cbd5e1 on #94a3b8 is 1.72:1, under 4.5:1.']);
});

it('refuses a background whose colours cannot be read', () => {
  expect(
    brandContrastProblems({ ...DEFAULT_WHITE_LABEL_CONFIG, backgroundGradient: 'linear-gradient(red, blue)' }),
  ).toEqual(['Text on the background cannot be checked: the background is not a gradient of hex colours.']);
});
