const { browserPreset, nodePreset } = require('../jest.preset.cjs');

// Most tests run in jsdom; `*.node.test.ts` need Node's own fetch, Request and Response.
module.exports = {
  projects: [
    { displayName: 'dom', rootDir: __dirname, ...browserPreset({ testPathIgnorePatterns: ['\\.node\\.test\\.ts$'] }) },
    { displayName: 'node', rootDir: __dirname, ...nodePreset({ testMatch: ['<rootDir>/src/**/*.node.test.ts'] }) },
  ],
};
