// `npm run bench:readme`: generates the README's measured table from the committed summary
// (tests/bench/results/summary.json), after the summary was edited by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { README } from './kit/paths.ts';
import { withMeasuredSection } from './kit/readme-table.ts';
import { readSummary } from './kit/report.ts';

const before = readFileSync(README, 'utf8');
const after = withMeasuredSection(before, readSummary());
if (after === before) console.log('README.md: the measured table is up to date');
else {
  writeFileSync(README, after);
  console.log('README.md: measured table generated from tests/bench/results/summary.json');
}
