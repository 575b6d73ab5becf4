// Pricing benchmark: one scenario priced across every product of a realistic sheet (150 products ×
// 40 note rates × 4 lock periods, 30 adjustment grids), with the engine (the sheet compiled once,
// a product's rate-independent adjustments matched once) beside a straightforward evaluation
// (every grid scanned for every rung), and the sheet's upload: the services' XLSX reader, then the
// validation of every cell. It measures the builds: `npm run bench -- pricing` builds shared-rules
// and compiles the services first.
import { createRequire } from 'node:module';
import { benchCommand } from '../benchmarks.ts';
import { compileServices, servicesModule } from '../kit/build.ts';
import { printTable } from '../kit/format.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { numberOption, quickOr } from '../kit/options.ts';
import { percentiles } from '../kit/percentiles.ts';
import { reportResult, runBenchmark } from '../kit/report.ts';

const pricing = createRequire(import.meta.url)(
  '../../../shared-rules/dist/index.js',
) as typeof import('../../../shared-rules/src/index.ts');

const SCENARIOS = numberOption('--scenarios', quickOr(2_000, 200), 'BENCH_SCENARIOS');
/** The naive evaluation is slow by design: it prices fewer scenarios, enough for its p95. */
const NAIVE_SCENARIOS = numberOption('--naive-scenarios', quickOr(200, 40), 'BENCH_NAIVE_SCENARIOS');
const PARSES = numberOption('--parses', quickOr(5, 2), 'BENCH_PARSES');
const PRICE_TARGET_P95_MS = 10;
/** Reading the XLSX and validating it, as an upload does. */
const IMPORT_TARGET_MS = 3_000;

const ms = (value: number) => value.toFixed(2);

function timeEach<T>(items: readonly T[], work: (item: T) => unknown): number[] {
  const times: number[] = [];
  for (const item of items) {
    const started = performance.now();
    work(item);
    times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<void> {
  quietMachineCheck();
  const sheet = pricing.generateLargeRateSheet();
  const grids = sheet.adjustments.length;
  const rates = new Set(sheet.basePrices.map((row) => `${row.productId}:${row.noteRate}`)).size;
  console.log(
    `sheet: ${sheet.products.length} products, ${rates} product rates, lock periods ${sheet.lockPeriods.join('/')} days, ${grids} adjustment grids, ${sheet.basePrices.length} base prices`,
  );

  const compileStarted = performance.now();
  const compiled = pricing.compilePricingSheet(sheet);
  const compileMs = performance.now() - compileStarted;
  const scenarios = pricing.pricingScenarios(SCENARIOS);
  // Warm both paths up, so neither is measured while V8 still compiles it.
  for (const scenario of scenarios.slice(0, 50)) {
    pricing.priceCompiledScenario(compiled, scenario);
    pricing.priceScenarioNaive(sheet, scenario);
  }
  const engine = percentiles(timeEach(scenarios, (scenario) => pricing.priceCompiledScenario(compiled, scenario)));
  const naive = percentiles(timeEach(scenarios.slice(0, NAIVE_SCENARIOS), (scenario) => pricing.priceScenarioNaive(sheet, scenario)));

  compileServices();
  const files =
    servicesModule<typeof import('../../../services/src/features/pricing/rate-sheet-files.ts')>('features/pricing/rate-sheet-files');
  const workbook = pricing.rateSheetToWorkbook(sheet);
  const cells = workbook.sheets.reduce((total, tab) => total + tab.rows.reduce((sum, row) => sum + row.length, 0), 0);
  const xlsx = await files.writeXlsx(workbook);
  const reads: number[] = [];
  const parses: number[] = [];
  for (let run = 0; run < PARSES; run += 1) {
    const started = performance.now();
    const read = await files.readXlsxWorkbook(xlsx);
    const readMs = performance.now() - started;
    const parsed = pricing.parseRateSheet(read.workbook);
    if (!parsed.ok) throw new Error(`the generated sheet was refused: ${parsed.errors[0]?.reason}`);
    reads.push(readMs);
    parses.push(performance.now() - started - readMs);
  }
  const read = percentiles(reads);
  const parse = percentiles(parses);
  const upload = percentiles(reads.map((readMs, run) => readMs + parses[run]));

  printTable(
    ['one scenario across every product', 'scenarios', 'p50 ms', 'p95 ms', 'max ms'],
    [
      ['engine (compiled sheet)', String(engine.count), ms(engine.p50), ms(engine.p95), ms(engine.max)],
      ['naive (every grid per rung)', String(naive.count), ms(naive.p50), ms(naive.p95), ms(naive.max)],
    ],
  );
  const ratio = naive.p95 / engine.p95;
  console.log(
    `engine p95 ${ms(engine.p95)} ms: ${engine.p95 <= PRICE_TARGET_P95_MS ? 'within' : 'ABOVE'} the ${PRICE_TARGET_P95_MS} ms goal; naive ÷ engine at p95 ${ratio.toFixed(1)}×; compiling the sheet ${ms(compileMs)} ms`,
  );
  console.log(
    `uploading the sheet as XLSX (${(xlsx.byteLength / 1024).toFixed(0)} KB, ${cells.toLocaleString('en-US')} cells): reading p50 ${ms(read.p50)} ms, ` +
      `validating p50 ${ms(parse.p50)} ms; both at worst ${ms(upload.max)} ms over ${upload.count}`,
  );

  reportResult({
    name: 'pricing/price-scenario',
    what: 'Pricing one scenario across a sheet of 150 products × 40 rates × 4 lock periods, 30 grids',
    command: benchCommand('pricing'),
    result:
      `engine p95 ${ms(engine.p95)} ms (p50 ${ms(engine.p50)} ms) over ${engine.count} scenarios against ${ms(naive.p95)} ms for every grid scanned per rung ` +
      `(${ratio.toFixed(1)}×); the sheet compiled in ${ms(compileMs)} ms`,
    target: `p95 ≤ ${PRICE_TARGET_P95_MS} ms`,
    figures: { engineP50Ms: engine.p50, engineP95Ms: engine.p95, naiveP95Ms: naive.p95, compileMs },
    ratios: { 'naive p95 to engine p95': ratio },
  });
  reportResult({
    name: 'pricing/sheet-validation',
    what: 'Importing that rate sheet from XLSX: the services’ reader, then every cell validated',
    command: benchCommand('pricing'),
    result:
      `${ms(upload.max)} ms at worst over ${upload.count} runs (${(xlsx.byteLength / 1024).toFixed(0)} KB, ${cells.toLocaleString('en-US')} cells): ` +
      `reading p50 ${ms(read.p50)} ms, validating p50 ${ms(parse.p50)} ms`,
    target: `≤ ${IMPORT_TARGET_MS} ms`,
    figures: { readP50Ms: read.p50, parseP50Ms: parse.p50, uploadMaxMs: upload.max, cells, bytes: xlsx.byteLength },
    ratios: {},
  });
}

runBenchmark(main);
