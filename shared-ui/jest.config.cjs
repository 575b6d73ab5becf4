const { browserPreset, nodePreset } = require('../jest.preset.cjs');

// Most tests run in jsdom, with the MSW server of `src/testing/server.ts`; `*.node.test.ts` need
// Node's own fetch, Request and Response and no server.
const dom = browserPreset({ testPathIgnorePatterns: ['\\.node\\.test\\.ts$'] });
module.exports = {
  // A project does not read testTimeout: the preset's budget is given here for both.
  testTimeout: dom.testTimeout,
  projects: [
    { displayName: 'dom', rootDir: __dirname, ...dom, setupFilesAfterEnv: [...dom.setupFilesAfterEnv, '<rootDir>/src/testing/server.ts'] },
    { displayName: 'node', rootDir: __dirname, ...nodePreset({ testMatch: ['<rootDir>/src/**/*.node.test.ts'] }) },
  ],
};
