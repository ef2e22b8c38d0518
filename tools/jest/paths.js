/** Maps the tsconfig path aliases (`@uw/*`) for jest, read from the one place they are defined. */
const path = require('node:path');
const { compilerOptions } = require('../../tsconfig.base.json');

function pathsToModuleNameMapper() {
  const root = path.resolve(__dirname, '../..');
  const mapper = {};
  for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
    mapper[`^${alias.replace(/[/.]/g, '\\$&')}$`] = path.join(root, target);
  }
  return mapper;
}

module.exports = { pathsToModuleNameMapper };
