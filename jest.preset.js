/**
 * Shared jest settings: TypeScript and JSX through @swc/jest.
 * Each workspace calls this from its own jest.config.js with what differs.
 */
const path = require('node:path');

const swcOptions = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: {
      react: { runtime: 'automatic' },
      legacyDecorator: true,
      decoratorMetadata: true,
    },
  },
  module: { type: 'commonjs', ignoreDynamic: false },
  sourceMaps: 'inline',
};

/**
 * What a browser workspace (the shell, a remote) needs on top: a DOM with Node's fetch, streams and
 * encoders (msw answers through them; plain jsdom has none), the DOM matchers (toBeVisible…), the modal methods of <dialog> (jest.dialog.js), and
 * CSS Modules as plain names.
 */
const browserDefaults = {
  testEnvironment: 'jest-fixed-jsdom',
  // A form test types field by field; on two cores shared with builds and browsers that can pass
  // jest's 5-second default while nothing is wrong. Waits inside tests keep their own limits.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'jest.dialog.js')],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-mock.js') },
};

/** msw's ESM-only dependencies. */
const BROWSER_ESM = ['rettime', 'until-async', '@open-draft/deferred-promise'];

module.exports = function jestPreset(overrides = {}) {
  const { browser = false, ...rest } = overrides;
  const transformEsm = [...(overrides.transformEsm ?? []), ...(browser ? BROWSER_ESM : [])];
  delete rest.transformEsm;
  // ESM-only packages (openid-client, oidc-provider, jose…) must be transpiled to CommonJS for jest.
  const esmPattern = transformEsm.length > 0 ? `(?!(${transformEsm.join('|')})/)` : '';
  return {
    testEnvironment: 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swcOptions] },
    transformIgnorePatterns: [`/node_modules/${esmPattern}`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    clearMocks: true,
    restoreMocks: true,
    ...(browser ? browserDefaults : {}),
    ...rest,
  };
};
