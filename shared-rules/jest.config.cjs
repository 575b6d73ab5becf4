const { nodePreset } = require('../jest.preset.cjs');

module.exports = nodePreset();
