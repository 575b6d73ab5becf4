const { browserPreset } = require('../jest.preset.cjs');
module.exports = browserPreset();
