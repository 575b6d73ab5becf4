const { browserPreset } = require('../jest.preset.cjs');
module.exports = browserPreset({ setupFiles: ['<rootDir>/src/testing/jsdom-polyfills.cjs'] });
