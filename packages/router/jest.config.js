module.exports = require('../../jest.preset')({ browser: true });
