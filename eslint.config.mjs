// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

function readJson(file) {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
}

function entries(dir, isWanted) {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter(isWanted)
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const folders = (dir) => entries(dir, (entry) => entry.isDirectory());
const files = (dir) => entries(dir, (entry) => entry.isFile());

/**
 * Every workspace with its package name, read from the root package.json: a new remote or package is zoned
 * without editing this file.
 */
const WORKSPACES = readJson('package.json').workspaces.map((dir) => ({
  dir,
  name: readJson(`${dir}/package.json`).name,
}));
const PACKAGES = WORKSPACES.filter(({ dir }) => dir.startsWith('packages/'));
/** What packages serve: the shell, the remotes, the backend and the end-to-end tests. */
const APPS = WORKSPACES.filter(({ dir }) => !dir.startsWith('packages/'));
const FRONTENDS = APPS.filter(({ dir }) => dir === 'shell' || dir.startsWith('mfe-'));

/** What features may share: presentational pieces, hooks, helpers, static content. */
const SHARED_FOLDERS = ['components', 'hooks', 'utils', 'content'];
/**
 * Test helpers render a whole page to test a feature the way a visitor meets it, and only tests import them:
 * they sit outside the layers.
 */
const TEST_HELPERS = 'testing';

/**
 * Imports flow one way inside the shell and each remote: shared folders → features → the app layer. A feature
 * never reaches into another one: what two features need lives in a shared folder, and the app layer composes
 * them. The app layer is every other folder of src/ (and the entry files at its root): the shell's app/, a
 * remote's pages/, and the entries the build runs, which compose features the same way: page-heads/ writes the
 * head and Markdown twin of every page, search/ renders every
 * section of a remote's pages into the site's search index, and mfe-docs's highlighting/ collects every code
 * sample the features show for the highlighter. A folder nobody has classified is counted as app layer, so
 * nothing below it can start depending on it.
 */
function frontendZones(app) {
  const src = `./${app}/src`;
  const features = folders(`${app}/src/features`);
  const shared = folders(`${app}/src`).filter((folder) => SHARED_FOLDERS.includes(folder));
  const composing = [
    ...folders(`${app}/src`).filter((folder) => !['features', TEST_HELPERS, ...SHARED_FOLDERS].includes(folder)),
    ...files(`${app}/src`).filter((file) => /\.tsx?$/.test(file)),
  ];
  const appLayer = composing.map((entry) => `${src}/${entry}`);
  const named = composing.map((entry) => (entry.includes('.') ? entry : `${entry}/`)).join(', ');
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: move what both need to ${SHARED_FOLDERS.join('/, ')}/, or compose them in ${named}.`,
    })),
    ...(appLayer.length === 0
      ? []
      : [
          {
            target: `${src}/features`,
            from: appLayer,
            message: `Features never import the app layer (${named}): it composes them.`,
          },
        ]),
    ...shared.map((folder) => ({
      target: `${src}/${folder}`,
      from: [`${src}/features`, ...appLayer],
      message: `${folder}/ is shared by the features: it never imports a feature or the app layer (${named}).`,
    })),
  ];
}

/**
 * The workspaces a package may import, where it is not any package: the contracts are shared by the browser and
 * the server and import no other workspace, nor does the router (React Router's pieces); the session and ui packages build on the contracts alone (ui on the
 * session and the router too: its dev host is a router as the shell's). No package ever imports an app: apps import packages.
 */
const PACKAGE_DEPENDENCIES = {
  'packages/contracts': [],
  'packages/router': [],
  'packages/session': ['packages/contracts'],
  'packages/ui': ['packages/contracts', 'packages/router', 'packages/session'],
};

function refusedWorkspaces(pkg) {
  const allowed = PACKAGE_DEPENDENCIES[pkg];
  const packages = allowed ? PACKAGES.filter(({ dir }) => dir !== pkg && !allowed.includes(dir)) : [];
  return [...APPS, ...packages];
}

function packageRefusal(pkg) {
  const allowed = PACKAGE_DEPENDENCIES[pkg];
  if (!allowed)
    return `A package never imports an app (${APPS.map(({ dir }) => dir).join(', ')}): apps import packages.`;
  const names = allowed.map((dir) => PACKAGES.find((other) => other.dir === dir).name);
  if (names.length === 0) return `${pkg} imports no other workspace.`;
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${pkg} imports no workspace but ${listed}.`;
}

/** Relative paths that leave the package, resolved: `../../shell/src/…`. */
function packageZones(pkg) {
  return [
    { target: `./${pkg}`, from: refusedWorkspaces(pkg).map(({ dir }) => `./${dir}`), message: packageRefusal(pkg) },
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
 * Workspace package names (`@northvault/ui/…`, `shell`), which the resolver does not follow: their `exports` point
 * at builds. Only names: a relative path is the zone's to refuse.
 */
function packageImportRules({ dir }) {
  const names = refusedWorkspaces(dir).map(({ name }) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(${names.join('|')})(/|$)`, message: packageRefusal(dir) }] },
      ],
    },
  };
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

/**
 * What a plan may do is asked of the contracts' permission model (`planGrants`, `grants`), and plan order of
 * `isUpgrade`/`nextPlanUp`: outside packages/contracts nothing compares a plan's name or rank
 * (docs/decisions/0010-one-permission-model.md).
 */
const PLAN_NAMES = '/^(starter|business|enterprise)$/';
const PLAN_COMPARISON_MESSAGE =
  'Compare no plan name outside packages/contracts: ask planGrants/grants for a permission (@northvault/contracts/permissions), or isUpgrade/nextPlanUp for plan order.';
const PLAN_RANK_MESSAGE =
  'Plan ranks stay inside packages/contracts: ask planGrants/grants for what a plan may do, isUpgrade or nextPlanUp for plan order.';
const PLAN_COMPARISONS = [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${PLAN_NAMES}]`,
    message: PLAN_COMPARISON_MESSAGE,
  },
  { selector: `SwitchCase > Literal.test[value=${PLAN_NAMES}]`, message: PLAN_COMPARISON_MESSAGE },
  { selector: "ImportSpecifier[imported.name='planRank']", message: PLAN_RANK_MESSAGE },
  {
    selector: "CallExpression[callee.object.name='PLAN_IDS'][callee.property.name=/^(indexOf|findIndex|lastIndexOf)$/]",
    message: PLAN_RANK_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'releases/**',
      'e2e/test-results/**',
      '**/drizzle/meta/**',
      // Code that breaks the rules on purpose, for packages/lint's tests (which lint it with --no-ignore).
      'packages/lint/fixtures/**',
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
    // The backend's zones and cycles are configured in a block of their own.
    files: WORKSPACES.filter(({ dir }) => dir !== 'backend').map(({ dir }) => `${dir}/**/*.{ts,tsx}`),
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The files the import plugin reads to follow their imports (no-cycle): the workspaces' own sources. A
      // dependency's build cannot import our code back, and reading node_modules would multiply lint's time.
      'import/extensions': ['.ts', '.tsx'],
      'import/ignore': ['/node_modules/'],
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...FRONTENDS.flatMap(({ dir }) => frontendZones(dir)),
            ...PACKAGES.flatMap(({ dir }) => packageZones(dir)),
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...PACKAGES.map(packageImportRules),
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
    // The code that decides. Tests and their fixtures name plans to set up a case (a mock answering an upgrade).
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/contracts/src/**', '**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...PLAN_COMPARISONS] },
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
  {
    // A prerendered page loads before it hydrates: the suites' `test` waits for hydration after each navigation.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test and expect from '../support/test', whose pages wait for hydration after navigating.",
            },
          ],
        },
      ],
    },
  },
);
