const { MICRO_FRONTENDS } = require('@northvault/contracts/micro-frontends');
const { remoteWebpackConfig } = require('@northvault/build/federated-webpack-config');

module.exports = (_env, argv) =>
  remoteWebpackConfig(
    {
      root: __dirname,
      microFrontend: MICRO_FRONTENDS.docs,
      pages: {
        DocumentationPage: './src/pages/documentation-page.tsx',
        ApiDocsPage: './src/pages/api-docs-page.tsx',
        PlanApiDocsPage: './src/pages/plan-api-docs-page.tsx',
        AccountSetupPage: './src/pages/account-setup-page.tsx',
        DevelopersPage: './src/pages/developers-page.tsx',
        ApiChangelogPage: './src/pages/api-changelog-page.tsx',
      },
      prerender: './src/prerender/prerender-pages.tsx',
      codeHighlights: {
        module: './src/content/code-highlights.generated.ts',
        samples: './src/highlighting/code-samples.ts',
      },
      // The request samples, generated from the sandbox's OpenAPI document (docs/architecture.md#request-samples).
      generatedModules: [
        { module: './src/content/request-samples.generated.ts', generator: './src/highlighting/request-samples.ts' },
        // The OpenAPI document and the Postman collection, as files (docs/architecture.md#the-api-as-files).
        { module: './src/content/api-files.generated.ts', generator: './src/api-files/api-files.ts' },
      ],
    },
    argv,
  );
