#!/usr/bin/env node
// The command's entry point exists before the package is built, so `npm install` on a fresh clone links it;
// the command itself is compiled into dist/ by this package's build.
require('../dist/emit-fragments.js');
