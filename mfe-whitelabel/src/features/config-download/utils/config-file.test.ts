import { DEFAULT_WHITE_LABEL_CONFIG, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import { brandStylesheet } from '@northvault/contracts/white-label-brand';
import { buildConfigFile, configFileName, liveConfig } from './config-file';

const config: WhiteLabelConfig = {
  ...DEFAULT_WHITE_LABEL_CONFIG,
  id: 'cfg-1',
  organizationId: 'org-7',
  companyName: 'Aurora Bank',
  domain: 'bank.aurora.example',
  primaryColor: '#1d4ed8',
  fontFamily: 'Open Sans',
};

it('adds the brand’s design tokens as customCSS and an ISO generatedAt to the whole configuration', () => {
  const file = buildConfigFile(config, new Date('2025-06-01T09:30:00Z'));
  expect(file).toEqual({ ...config, customCSS: brandStylesheet(config), generatedAt: '2025-06-01T09:30:00.000Z' });
  expect(file.customCSS).toContain('--nv-color-primary: #1d4ed8;');
  expect(file.customCSS).toContain("--nv-font-sans: 'Open Sans', 'Open Sans Fallback',");
  expect(JSON.parse(JSON.stringify(file))).toMatchObject({ id: 'cfg-1', organizationId: 'org-7', isActive: false });
});

it('takes the live version as a configuration of the draft’s organisation', () => {
  const { id: _id, organizationId: _org, isActive: _active, ...brand } = { ...config, companyName: 'Aurora Live' };
  const live = {
    id: 'WLV-1',
    number: 1,
    brand,
    publishedAt: '2025-06-01T09:30:00Z',
    publishedBy: null,
    live: true,
    changes: [],
  };
  expect(liveConfig(config, live)).toEqual({ ...brand, id: 'cfg-1', organizationId: 'org-7', isActive: true });
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
