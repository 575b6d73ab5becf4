const { browserPreset } = require('../jest.preset.cjs');
module.exports = browserPreset({ setupFiles: ['<rootDir>/jest.polyfills.cjs'] });
