/**
 * Resolves the `@uw/*` path aliases of tsconfig.base.json against the compiled `dist/` tree at run time,
 * so compiled apps and tools run with plain `node -r ./tools/register-dist.js dist/...`.
 */
const path = require('node:path');
const tsConfigPaths = require('tsconfig-paths');
const { compilerOptions } = require('../tsconfig.base.json');

tsConfigPaths.register({
  baseUrl: path.resolve(__dirname, '..', 'dist'),
  paths: compilerOptions.paths,
});
