const path = require('node:path');
const { hostWebpackConfig } = require('@northvault/build/federated-webpack-config');

module.exports = (_env, argv) =>
  hostWebpackConfig(
    {
      name: 'shell',
      root: __dirname,
      htmlTemplate: path.join(__dirname, 'public/index.html'),
      favicon: path.join(__dirname, 'public/favicon.svg'),
      prerender: './src/prerender/prerender-frames.tsx',
    },
    argv,
  );
