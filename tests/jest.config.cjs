const { nodePreset } = require('../jest.preset.cjs');

// The benchmark kit's pure parts and the check that the README's measured table is the one the
// committed summary generates. The benchmarks themselves run with `npm run bench`, never here.
module.exports = nodePreset({ testMatch: ['<rootDir>/bench/**/*.test.ts'] });
