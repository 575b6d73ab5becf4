const { nodePreset } = require('../jest.preset.cjs');

// Tests run west of UTC, in one named zone whatever the machine's, so that a date read in the
// wrong zone (a calendar date taken as a UTC instant, a UTC day shown as the local one) fails.
// Set before any test starts; the workers inherit it.
process.env.TZ = 'America/Chicago';

module.exports = nodePreset();
