import path from 'node:path';
import { generatedModulePath, generatedModuleSource } from './generated-module-loader';

const DOCS_REMOTE = path.resolve(__dirname, '../../../mfe-docs');

it('writes each generated value as an exported constant, read back exactly', () => {
  const values = {
    REQUEST_SAMPLES: { 'all get-auth-user curl': "curl --url 'NV_PLACEHOLDER_BASE_URL/auth/user'" },
    COUNT: 1,
  };
  const source = generatedModuleSource(values);
  const run = new Function(
    `${source.replaceAll('export const', 'const')}\nreturn { REQUEST_SAMPLES, COUNT };`,
  ) as () => unknown;
  expect(run()).toEqual(values);
  // As JSON strings: the browser parses them faster than object literals of the same data.
  expect(source).toContain('export const COUNT = JSON.parse("1");');
});

it('refuses a name that cannot be an export', () => {
  expect(() => generatedModuleSource({ 'request-samples': {} })).toThrow(
    'request-samples cannot be the name of an export',
  );
});

describe('the modules a build replaces', () => {
  it('are named *.generated.ts, so a reader of the source knows they are placeholders', () => {
    expect(() => generatedModulePath(DOCS_REMOTE, './src/utils/request-samples.ts')).toThrow(
      './src/utils/request-samples.ts is replaced at build time: its name must end with .generated.ts',
    );
  });

  it('must exist, or the bundle would keep the empty placeholder', () => {
    expect(() => generatedModulePath(DOCS_REMOTE, './src/content/request-samples-typo.generated.ts')).toThrow(
      `${DOCS_REMOTE}/src/content/request-samples-typo.generated.ts is missing: the build has no placeholder module to replace`,
    );
  });

  it('resolve from the remote folder when both hold', () => {
    expect(generatedModulePath(DOCS_REMOTE, './src/content/request-samples.generated.ts')).toBe(
      path.join(DOCS_REMOTE, 'src/content/request-samples.generated.ts'),
    );
  });
});
