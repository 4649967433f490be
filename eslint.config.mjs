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
