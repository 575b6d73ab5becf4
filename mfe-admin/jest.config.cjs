const { browserPreset } = require('../jest.preset.cjs');

const preset = browserPreset();
// Every test runs with the MSW server of `src/testing/server.ts` answering the services routes.
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/server.ts'] };
