// One measured import, in its own process so that nothing else has grown its memory: reads the
// base64 text (what the convert-XML route receives), settles the heap, then times
// convertLoanFile and reads the kernel's peak RSS (getrusage maxRSS) before and after it.
// Prints one JSON line. Usage: node --expose-gc measure-import.ts <loan-files/index.js> <file.b64>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ImportMeasurement } from './measurement.ts';

type LoanFiles = typeof import('../../../services/src/features/loan-files/index.ts');

const [modulePath, base64Path] = process.argv.slice(2);
const { convertLoanFile } = createRequire(import.meta.url)(modulePath) as LoanFiles;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

let base64 = readFileSync(base64Path, 'latin1');
gc();
gc();
const before = process.memoryUsage();
const maxRssBefore = process.resourceUsage().maxRSS * 1024;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = convertLoanFile(base64);
const milliseconds = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const after = process.memoryUsage();
const maxRssAfter = process.resourceUsage().maxRSS * 1024;
base64 = '';

// The peak during the import is maxRSS after it minus the RSS it started from. When the import
// never went above the peak that reading the input had already set, only an upper bound is known.
const heapAndBuffers = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external + usage.arrayBuffers;
const pairs = result.ok ? result.loan.applications : [];
const measurement: ImportMeasurement = {
  ok: result.ok,
  problem: result.ok ? undefined : result.problem,
  milliseconds,
  cpuMilliseconds: (cpu.user + cpu.system) / 1000,
  peakRssGrowthBytes: maxRssAfter - before.rss,
  peakBeforeImport: maxRssAfter <= maxRssBefore,
  heapGrowthBytes: heapAndBuffers(after) - heapAndBuffers(before),
  maxRssBytes: maxRssAfter,
  pairs: pairs.length,
  liabilities: pairs.reduce((sum, pair) => sum + pair.liabilities.length, 0),
  assets: pairs.reduce((sum, pair) => sum + pair.assets.length, 0),
  residences: pairs.reduce((sum, pair) => sum + pair.borrower.residences.length + (pair.coBorrower?.residences.length ?? 0), 0),
};
process.stdout.write(JSON.stringify(measurement));
