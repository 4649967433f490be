const { MICRO_FRONTENDS } = require('@northvault/contracts/micro-frontends');
const { remoteWebpackConfig } = require('@northvault/build/federated-webpack-config');

module.exports = (_env, argv) =>
  remoteWebpackConfig(
    {
      root: __dirname,
      microFrontend: MICRO_FRONTENDS.whiteLabel,
      pages: {
        WhiteLabelPage: './src/pages/white-label-page.tsx',
      },
    },
    argv,
  );
