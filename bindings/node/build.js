// Builds the native module with cargo and puts it where index.js loads it.
// Run by `npm install` (the package's own install script) and `npm run build`.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const here = __dirname;
const target = process.env.CARGO_TARGET_DIR || path.join(here, 'target');
execFileSync('cargo', ['build', '--release', '--locked', '--manifest-path', path.join(here, 'Cargo.toml')], {
  stdio: 'inherit',
  env: { ...process.env, CARGO_TARGET_DIR: target },
});
const names = {
  linux: 'libcu_projection_node.so',
  darwin: 'libcu_projection_node.dylib',
  win32: 'cu_projection_node.dll',
};
const built = path.join(target, 'release', names[process.platform] || names.linux);
fs.copyFileSync(built, path.join(here, 'cu_projection.node'));
