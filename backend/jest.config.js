/**
 * Backend tests: each suite gets a fresh database copied from one built once in global setup (a PGlite
 * snapshot, or a PostgreSQL template with TEST_DATABASE_URL).
 */

/**
 * Suites whose subject is not the database engine (generated bodies and parameters, the password-hash limits and the shared lockout,
 * the docs' request samples run by curl, node and python):
 * they run on the embedded database only, and the PostgreSQL run (TEST_DATABASE_URL) leaves them out.
 */
const ENGINE_INDEPENDENT = [
  '/src/http/fuzz-',
  '/src/sandbox/auth/login-limits\\.test\\.ts$',
  '/src/sandbox/auth/shared-login-lockout\\.test\\.ts$',
  '/src/sandbox/openapi/docs-request-samples\\.test\\.ts$',
];

module.exports = require('../jest.preset')({
  // PGlite's CommonJS build uses dynamic import(), which jest's VM rejects unless swc rewrites it.
  // openid-client, oauth4webapi, jose and oidc-provider are ESM-only too.
  transformEsm: ['@electric-sql/pglite', 'openid-client', 'oauth4webapi', 'jose', 'oidc-provider'],
  // The sign-in tests run the local provider, and the mail tests MailDev's command, from source.
  moduleNameMapper: {
    '^@northvault/local-identity-provider/(.*)$': '<rootDir>/../packages/local-identity-provider/src/$1',
    '^@northvault/hosting/(.*)$': '<rootDir>/../packages/hosting/src/$1',
  },
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // Every suite restores a PGlite snapshot (~1.5 s, a few hundred MB); two workers fit two cores.
  maxWorkers: 2,
  testTimeout: 30_000,
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? ENGINE_INDEPENDENT : [])],
});
