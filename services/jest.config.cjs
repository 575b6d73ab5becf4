const { ESM_ONLY_DEPENDENCIES, nodePreset } = require('../jest.preset.cjs');

// ESM-only packages required from CommonJS dependencies (swagger-ui → @fastify/static,
// light-my-request → cookie), besides the preset's own. Node 20.19+ loads them natively; jest
// needs them transpiled.
const esmOnly = [...ESM_ONLY_DEPENDENCIES, 'content-disposition', 'cookie'];

module.exports = nodePreset({
  transformIgnorePatterns: [`/node_modules/(?!((@fastify/static|light-my-request)/node_modules/)?(${esmOnly.join('|')})/)`],
  testTimeout: 60_000,
});
