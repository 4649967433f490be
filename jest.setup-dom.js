// jsdom lacks the encoding API that react-router uses; Node has it.
const util = require('node:util');
globalThis.TextEncoder = util.TextEncoder;
globalThis.TextDecoder = util.TextDecoder;
