const path = require('node:path');
const { testTimeout } = require('./jest.preset.cjs').browserPreset();
const { groupedProject } = require('./jest.groups.cjs');

// Every package's jest suite but services' (whose runner repeats its integration cases on
// PostgreSQL: `services/scripts/run-tests.cjs`) in one jest run, as `npm test` runs them: one pool
// of workers takes every package's files, longest first, so no core waits on one package's last
// file before the next package starts. The files of a feature folder run in one jest file
// (`jest.groups.cjs` says why). Each package still runs alone, file by file, with `npm test -w <package>`.
const PACKAGES = ['shared-rules', 'host-shell', 'mfe-loan', 'mfe-admin', 'mfe-help-center', 'mfe-assistant', 'mfe-add-loan', 'tests'];

const packageProject = (name) => ({ displayName: name, rootDir: path.join(__dirname, name), ...require(`./${name}/jest.config.cjs`) });
const sharedUiProjects = require('./shared-ui/jest.config.cjs').projects.map((project) => ({
  ...project,
  displayName: `shared-ui (${project.displayName})`,
}));

module.exports = {
  // jest reads the time limit from this config only once it holds projects.
  testTimeout,
  // shared-ui is two projects itself (jsdom and Node), and projects do not nest.
  projects: [...PACKAGES.map(packageProject), ...sharedUiProjects].map(groupedProject),
};
