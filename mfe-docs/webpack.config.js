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
      },
      codeHighlights: {
        module: './src/content/code-highlights.generated.ts',
        samples: './src/highlighting/code-samples.ts',
      },
      // The request samples, generated from the sandbox's OpenAPI document (docs/architecture.md#request-samples).
      generatedModules: [
        { module: './src/content/request-samples.generated.ts', generator: './src/highlighting/request-samples.ts' },
      ],
    },
    argv,
  );
