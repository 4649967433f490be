// feed (the blog's Atom feed) ships ES modules only: jest transpiles it to CommonJS.
module.exports = require('../../jest.preset')({ testEnvironment: 'node', transformEsm: ['feed'] });
