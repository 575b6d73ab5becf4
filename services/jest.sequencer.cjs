// The order a fresh clone's run starts the services' test files in. jest orders by the durations
// of earlier runs, and on a fresh clone (no earlier run) by file size, which puts the integration
// suites (four-line files that run a folder of cases, a minute or more each) last, where the
// longest of them runs alone while the other core idles. Here a file weighs what its folder's case
// files weigh, so the longest start first and the short unit tests fill the gaps at the end.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

function weight(testPath) {
  const folder = path.dirname(testPath);
  const cases = fs.readdirSync(folder).filter((name) => name.endsWith('.cases.ts'));
  const files = cases.length > 0 ? cases.map((name) => path.join(folder, name)) : [testPath];
  return files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const weights = new Map(tests.map((test) => [test.path, weight(test.path)]));
    return [...tests].sort((a, b) => weights.get(b.path) - weights.get(a.path));
  }
}

module.exports = LongestFirst;
