// Each case runs the repository's real ESLint in a child process: slower than a unit test, hence the timeout.
module.exports = require('../../jest.preset')({ testEnvironment: 'node', testTimeout: 60_000 });
