import { generatedModuleSource } from './generated-module-loader';

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
});

it('refuses a name that cannot be an export', () => {
  expect(() => generatedModuleSource({ 'request-samples': {} })).toThrow(
    'request-samples cannot be the name of an export',
  );
});
