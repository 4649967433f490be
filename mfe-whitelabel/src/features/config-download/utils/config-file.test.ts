import {
  DEFAULT_WHITE_LABEL_CONFIG,
  PURPLE_NIGHT_GRADIENT,
  type WhiteLabelConfig,
} from '@northvault/contracts/white-label';
import { buildConfigFile, configFileName } from './config-file';
import { buildCustomCss, customCssProperties } from './custom-css';

const config: WhiteLabelConfig = {
  ...DEFAULT_WHITE_LABEL_CONFIG,
  id: 'cfg-1',
  organizationId: 'org-7',
  companyName: 'Aurora Bank',
  domain: 'bank.aurora.example',
  primaryColor: '#1d4ed8',
  fontFamily: 'Open Sans',
};

it('builds CSS custom properties from the colours, gradient and font', () => {
  expect(buildCustomCss(config)).toBe(
    [
      ':root {',
      '  --wl-color-primary: #1d4ed8;',
      '  --wl-color-secondary: #6c6cff;',
      '  --wl-color-accent: #00ccff;',
      '  --wl-color-on-primary: #ffffff;',
      `  --wl-background-gradient: ${PURPLE_NIGHT_GRADIENT};`,
      "  --wl-font-family: 'Open Sans', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif;",
      '}',
      '',
    ].join('\n'),
  );
});

it('sets text on the primary colour to the one that meets WCAG AA', () => {
  expect(customCssProperties(DEFAULT_WHITE_LABEL_CONFIG)['--wl-color-on-primary']).toBe('#000000');
});

it('adds customCSS and an ISO generatedAt to the whole configuration', () => {
  const file = buildConfigFile(config, new Date('2025-06-01T09:30:00Z'));
  expect(file).toEqual({ ...config, customCSS: buildCustomCss(config), generatedAt: '2025-06-01T09:30:00.000Z' });
  expect(JSON.parse(JSON.stringify(file))).toMatchObject({ id: 'cfg-1', organizationId: 'org-7', isActive: false });
});

it.each([
  ['Your Company', 'your-company-white-label-config.json'],
  ['  Banco Ñandú, S.A.  ', 'banco-nandu-s-a-white-label-config.json'],
  ['ACME/Bank & Trust!!', 'acme-bank-trust-white-label-config.json'],
  ['', 'white-label-white-label-config.json'],
  ['銀行', 'white-label-white-label-config.json'],
])('names the file after the company: %j → %s', (companyName, fileName) => {
  expect(configFileName(companyName)).toBe(fileName);
});
