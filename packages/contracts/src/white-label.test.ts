import {
  canDeploy,
  changedBrandFields,
  DEFAULT_WHITE_LABEL_CONFIG,
  deploySteps,
  isHexColor,
  isHostname,
  isHttpUrl,
  isWhiteLabelFont,
} from './white-label';

it('has the product’s defaults', () => {
  expect(DEFAULT_WHITE_LABEL_CONFIG).toMatchObject({
    organizationId: 'demo-org-123',
    companyName: 'Your Company',
    primaryColor: '#8080ff',
    secondaryColor: '#6c6cff',
    accentColor: '#00ccff',
    fontFamily: 'Inter',
    isActive: false,
  });
});

it.each([
  ['#8080ff', true],
  ['#ABCDEF', true],
  ['#fff', false],
  ['8080ff', false],
  ['#80g0ff', false],
])('isHexColor(%s) is %s', (value, expected) => expect(isHexColor(value)).toBe(expected));

it.each([
  ['https://cdn.example.com/logo.svg', true],
  ['http://brand.example.io/favicon.ico?v=2', true],
  ['http://localhost:8080/logo.png', true],
  ['ftp://example.com/logo.png', false],
  ['javascript:alert(1)', false],
  ['https://', false],
  ['logo.png', false],
])('isHttpUrl(%s) is %s', (value, expected) => expect(isHttpUrl(value)).toBe(expected));

it.each([
  ['bank.example.com', true],
  ['my-bank.io', true],
  ['localhost', false],
  ['-bank.example.com', false],
  ['bank..example.com', false],
  ['https://bank.example.com', false],
  ['bank.example.com/path', false],
])('isHostname(%s) is %s', (value, expected) => expect(isHostname(value)).toBe(expected));

it('knows the six fonts only', () => {
  expect(isWhiteLabelFont('Poppins')).toBe(true);
  expect(isWhiteLabelFont('Comic Sans MS')).toBe(false);
});

describe('deploy steps', () => {
  const saved = {
    ...DEFAULT_WHITE_LABEL_CONFIG,
    id: 'cfg-1',
    domain: 'bank.example.com',
    logoUrl: 'https://x.io/l.svg',
    faviconUrl: 'https://x.io/f.ico',
  };

  it('start undone, and are all done for a saved, verified, deployed configuration', () => {
    expect(deploySteps(DEFAULT_WHITE_LABEL_CONFIG, false)).toEqual({
      configurationSaved: false,
      domainSetUp: false,
      assetsUploaded: false,
      platformDeployed: false,
    });
    expect(deploySteps({ ...saved, isActive: true }, true)).toEqual({
      configurationSaved: true,
      domainSetUp: true,
      assetsUploaded: true,
      platformDeployed: true,
    });
  });

  it('allow deploying once saved, with a verified domain, a logo and a favicon', () => {
    expect(canDeploy(deploySteps(saved, true))).toBe(true);
    expect(canDeploy(deploySteps(saved, false))).toBe(false);
    expect(canDeploy(deploySteps({ ...saved, faviconUrl: '' }, true))).toBe(false);
    expect(canDeploy(deploySteps({ ...saved, id: undefined }, true))).toBe(false);
    expect(canDeploy(deploySteps({ ...saved, domain: ' ' }, true))).toBe(false);
  });
});

it('lists the fields two brands differ in, in the configurator’s order', () => {
  expect(
    changedBrandFields(DEFAULT_WHITE_LABEL_CONFIG, {
      ...DEFAULT_WHITE_LABEL_CONFIG,
      primaryColor: '#0369a1',
      companyName: 'Acme Bank',
    }),
  ).toEqual(['companyName', 'primaryColor']);
});
