import { missingSharedExports } from './shared-exports-plugin';

const PROVIDED = ['Link', 'useLocation', 'createBrowserRouter'];

it('names each import of a name the shared module does not export, and who makes it', () => {
  expect(
    missingSharedExports(
      '@northvault/router',
      [
        { name: 'Link', importer: './src/app/site-header.tsx' },
        { name: 'useMatch', importer: './src/pages/blog-page.tsx' },
      ],
      PROVIDED,
    ),
  ).toEqual([
    './src/pages/blog-page.tsx imports useMatch, which the shared @northvault/router does not export: add it to ' +
      'that package (and raise its minor version, so a release that needs it waits for a shell that has it).',
  ]);
});

it('lets every exported name through', () => {
  expect(
    missingSharedExports('@northvault/router', [{ name: 'useLocation', importer: './src/a.tsx' }], PROVIDED),
  ).toEqual([]);
});
