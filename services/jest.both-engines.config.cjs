// The services suite as `npm test` runs it (scripts/run-tests.cjs): every test on the embedded
// database (PGlite), and, when DATABASE_URL is set, the integration suites (test/) again on
// PostgreSQL, in one jest run. One pool of workers takes both engines' files, longest first
// (jest.sequencer.cjs), so neither core waits on one engine's last file before the other's start.
const base = require('./jest.config.cjs');

// Worker settings belong to the run, not to a project (jest warns of them there).
const { workerIdleMemoryLimit, ...projectBase } = base;
const project = (displayName, overrides) => ({ ...projectBase, displayName, rootDir: __dirname, ...overrides });

const pglite = project('PGlite (embedded)', { setupFiles: [...(base.setupFiles ?? []), '<rootDir>/test/helpers/on-pglite.cjs'] });
const postgres = project(`PostgreSQL (${process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).host : 'not set'})`, {
  testMatch: ['<rootDir>/test/**/*.test.ts'],
});

module.exports = {
  // A project does not read these: the run's own settings, as jest.config.cjs gives them.
  testTimeout: base.testTimeout,
  workerIdleMemoryLimit,
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: process.env.DATABASE_URL ? [pglite, postgres] : [pglite],
};
