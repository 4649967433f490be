module.exports = require('../../jest.preset')({
  // oidc-provider and jose are ESM-only; jest runs CommonJS.
  transformEsm: ['oidc-provider', 'jose'],
});
