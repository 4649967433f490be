import { DEFAULT_WHITE_LABEL_CONFIG, PURPLE_NIGHT_GRADIENT } from './white-label';
import { brandStylesheet, brandTokens, fontStack, fontStylesheetPath } from './white-label-brand';

it('turns a brand into the site’s design tokens', () => {
  expect(brandTokens({ ...DEFAULT_WHITE_LABEL_CONFIG, primaryColor: '#1d4ed8', fontFamily: 'Open Sans' })).toEqual({
    '--nv-color-primary': '#1d4ed8',
    '--nv-color-primary-strong': '#6c6cff',
    '--nv-color-primary-soft': '#dde4f9',
    '--nv-color-on-primary': '#ffffff',
    '--nv-color-accent': '#00ccff',
    '--nv-color-accent-soft': '#d9f7ff',
    '--nv-hero-background': PURPLE_NIGHT_GRADIENT,
    '--nv-font-sans':
      "'Open Sans', 'Open Sans Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
    '--nv-focus-ring': '0 0 0 3px #1d4ed873',
  });
});

it('sets the ink on a light primary colour', () => {
  expect(brandTokens(DEFAULT_WHITE_LABEL_CONFIG)['--nv-color-on-primary']).toBe('#0f172a');
});

it('writes the tokens as one :root rule', () => {
  const css = brandStylesheet(DEFAULT_WHITE_LABEL_CONFIG);
  expect(css.startsWith(':root {\n  --nv-color-primary: #8080ff;\n')).toBe(true);
  expect(css.endsWith('}\n')).toBe(true);
});

it('names each font’s stack and stylesheet', () => {
  expect(fontStack('Poppins').startsWith("'Poppins', 'Poppins Fallback', ")).toBe(true);
  expect(fontStylesheetPath('Open Sans')).toBe('/fonts/open-sans.css');
});
