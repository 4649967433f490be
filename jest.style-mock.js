// CSS Modules in jest: every class name maps to itself, so tests can still find elements by class.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
