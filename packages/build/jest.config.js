// shiki and its dependencies ship ES modules only: jest transpiles them like the package's own code.
module.exports = require('../../jest.preset')({ testEnvironment: 'node', transformIgnorePatterns: [] });
