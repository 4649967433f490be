const { MICRO_FRONTENDS } = require('@northvault/contracts/micro-frontends');
const { remoteWebpackConfig } = require('@northvault/build/federated-webpack-config');

module.exports = (_env, argv) =>
  remoteWebpackConfig(
    {
      root: __dirname,
      microFrontend: MICRO_FRONTENDS.marketing,
      pages: {
        LandingPage: './src/pages/landing-page.tsx',
        SuccessPage: './src/pages/success-page.tsx',
        AccountBillingPage: './src/pages/account-billing-page.tsx',
      },
      prerender: './src/prerender/prerender-pages.tsx',
    },
    argv,
  );
