/** `npm run test:scale`: the scale-out suite alone (built backends and site servers, PostgreSQL, Redis). */
const base = require('./jest.config');

module.exports = { ...base, testMatch: ['**/*.scale-test.ts'], maxWorkers: 1, testTimeout: 600_000 };
