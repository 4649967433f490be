// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-marketing', 'mfe-docs', 'mfe-support', 'mfe-whitelabel'];
/** What a remote's features may share: presentational pieces, hooks, helpers, static content, test helpers. */
const SHARED_FOLDERS = ['components', 'hooks', 'utils', 'content'];

function folders(path) {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Imports flow one way inside a remote: shared folders → features → pages. A feature never reaches
 * into another one: what two features need lives in a shared folder, and a page composes them.
 */
function boundaryZones(remote) {
  const src = `./${remote}/src`;
  const features = folders(`${remote}/src/features`);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: move what both need to ${SHARED_FOLDERS.join('/, ')}/, or compose them in pages/.`,
    })),
    {
      target: `${src}/features`,
      from: `${src}/pages`,
      message: 'Features never import pages: pages compose features.',
    },
    ...SHARED_FOLDERS.map((folder) => ({
      target: `${src}/${folder}`,
      from: [`${src}/features`, `${src}/pages`],
      message: `${folder}/ is shared by the features: it never imports a feature or a page.`,
    })),
  ];
}

/**
 * The backend's zones (docs/architecture.md#backend). Dependencies run one way: composition roots →
 * features → infrastructure. Infrastructure offers registration points (a queue registration, an
 * error-body mapping) and never imports a feature; a feature reaches another only through that
 * feature's declared boundary, its `public.ts`. Feature folders are every folder of backend/src that
 * is not listed here, so a new feature is covered without editing this file.
 */
const BACKEND_SRC = 'backend/src';
const BACKEND_INFRASTRUCTURE = [
  'clock',
  'common',
  'config',
  'database',
  'http',
  'jobs',
  'logging',
  'network',
  'throttling',
];
/** Test support (and the scale tests' clients): only tests import it, and it may reach anything. */
const BACKEND_TEST_SUPPORT = ['testing', 'scale'];

function backendZones() {
  const src = `./${BACKEND_SRC}`;
  const notFeatures = new Set([...BACKEND_INFRASTRUCTURE, ...BACKEND_TEST_SUPPORT]);
  const features = folders(BACKEND_SRC).filter((folder) => !notFeatures.has(folder));
  // The files at the top of backend/src are the composition roots: app.module.ts, main.ts, worker.ts…
  const compositionRoots = readdirSync(BACKEND_SRC, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => `${src}/${entry.name}`);
  const layers = [...BACKEND_INFRASTRUCTURE, ...features].map((folder) => `${src}/${folder}`);
  return [
    ...BACKEND_INFRASTRUCTURE.map((folder) => ({
      target: `${src}/${folder}`,
      from: features.map((feature) => `${src}/${feature}`),
      message: `${folder}/ is infrastructure: it never imports a feature. Offer a registration point the feature plugs into instead.`,
    })),
    ...features.map((feature) => ({
      target: `${src}/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `${src}/${other}`),
      except: ['./public.ts'],
      message: `A feature imports another feature only through its public.ts (backend/src/<feature>/public.ts).`,
    })),
    {
      target: layers,
      from: compositionRoots,
      message: 'Only a composition root (a file at the top of backend/src) imports a composition root.',
    },
    {
      target: [...layers, ...compositionRoots],
      from: BACKEND_TEST_SUPPORT.map((folder) => `${src}/${folder}`),
      message: 'Only tests import the test support.',
    },
  ];
}

/**
 * `expect(getByRole(…)).toBeTruthy()` cannot fail: a getBy or findBy query throws before expect
 * sees anything. Assert what the user sees instead (toBeVisible, text, a role's state).
 */
const PRESENCE_MATCHERS = '/^(toBeTruthy|toBeDefined|toBeInTheDocument)$/';
const THROWING_QUERY = '/^(get|getAll|find|findAll)By/';
const TAUTOLOGY_MESSAGE =
  'A getBy/findBy query already throws when nothing matches: assert what the user sees (toBeVisible, toHaveTextContent, toBeChecked…) instead.';
const TAUTOLOGICAL_ASSERTIONS = [
  `CallExpression[callee.property.name=${PRESENCE_MATCHERS}] > MemberExpression > CallExpression[callee.name='expect'] > CallExpression.arguments[callee.property.name=${THROWING_QUERY}]`,
  `CallExpression[callee.property.name=${PRESENCE_MATCHERS}] > MemberExpression > CallExpression[callee.name='expect'] > CallExpression.arguments[callee.name=${THROWING_QUERY}]`,
  `CallExpression[callee.property.name=${PRESENCE_MATCHERS}] > MemberExpression > CallExpression[callee.name='expect'] > AwaitExpression > CallExpression.argument[callee.property.name=${THROWING_QUERY}]`,
].map((selector) => ({ selector, message: TAUTOLOGY_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'releases/**',
      'e2e/test-results/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // Nest reads constructor and DTO types at run time (decorator metadata): type-only imports would break injection.
    files: ['backend/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/session/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A remote never imports another remote or the shell: only the shell composes them.
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '**/mfe-*/**', 'shell', 'mfe-*'],
              message: 'Remotes never import the shell or each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: REMOTES.flatMap(boundaryZones) }],
    },
  },
  {
    // The backend's zones and cycles. Tests and their support may reach anything of what they test.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.test.ts', 'backend/src/**/*.scale-test.ts', 'backend/src/testing/**'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      // The files no-cycle follows: without it the plugin reads only JavaScript and sees no TypeScript cycle.
      'import/extensions': ['.ts'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: backendZones() }],
      // disableScc: the precomputed components know only files on disk, and fail on code linted as a new file
      // (packages/lint); following each import costs the backend no measurable time.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    files: [
      'shell/src/**/*.test.{ts,tsx}',
      'mfe-*/src/**/*.test.{ts,tsx}',
      'packages/{ui,session}/src/**/*.test.{ts,tsx}',
    ],
    ...testingLibrary.configs['flat/react'],
    ...jestDom.configs['flat/recommended'],
    plugins: { ...testingLibrary.configs['flat/react'].plugins, ...jestDom.configs['flat/recommended'].plugins },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      ...jestDom.configs['flat/recommended'].rules,
      // Some of what the tests check has no role or label to find it by: an icon's data attribute,
      // the element an in-page link targets, the stylesheet a configuration writes.
      'testing-library/no-node-access': 'off',
      'testing-library/no-render-in-lifecycle': ['error', { allowTestingFrameworkSetupHook: 'beforeEach' }],
      // Messages are shown exactly as written: `expect(alert.textContent).toBe(message)` says so, and
      // the rule's toHaveTextContent(message) would accept any text that contains it.
      'jest-dom/prefer-to-have-text-content': 'off',
      'no-restricted-syntax': ['error', ...TAUTOLOGICAL_ASSERTIONS],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // Command-line servers and tools print to stdout.
    files: ['packages/hosting/src/**', 'packages/local-identity-provider/src/**', 'packages/bench/src/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
