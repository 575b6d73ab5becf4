// Rule-engine benchmark: the same realistic rule set judged by shared-rules' compiled engine and
// by json-rules-engine, on the same loans, in one run. Prints loans per second for each, the
// ratio, and the median time of one evaluation, for the compiled form (compileRuleSets) and for
// the public evaluateRuleSets as the product calls it (the same rule-set list every time), then
// what compiling and the first evaluation cost. It measures the build (dist), as the services
// and the browser load it: `npm run bench -- rules` builds shared-rules first.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { benchCommand } from '../../tests/bench/benchmarks.ts';
import { quietMachineCheck } from '../../tests/bench/kit/machine.ts';
import { numberOption, quickOr } from '../../tests/bench/kit/options.ts';
import { median } from '../../tests/bench/kit/percentiles.ts';
import { reportResult, runBenchmark } from '../../tests/bench/kit/report.ts';
import { measureCompileCost } from './compile-cost.ts';
import { jsonRulesEngineFor } from './json-rules-engine-model.ts';
import { buildLoans, buildRuleSets } from './ruleset.ts';

const { compileRuleSets, evaluateRuleSets, validateRuleDefinition } = createRequire(import.meta.url)(
  '../dist/index.js',
) as typeof import('../src/index.ts');

const RULES = numberOption('--rules', 320, 'BENCH_RULES');
const PAIRS = numberOption('--pairs', 4, 'BENCH_PAIRS');
const LOANS = numberOption('--loans', quickOr(200, 40), 'BENCH_LOANS');
const ROUNDS = numberOption('--rounds', quickOr(25, 5), 'BENCH_ROUNDS');
const JRE_ROUNDS = numberOption('--jre-rounds', quickOr(5, 2), 'BENCH_JRE_ROUNDS');
const TODAY = new Date(2026, 10, 21);
const TARGET = { ratio: 100, evaluationMs: 1 };

async function main(): Promise<number> {
  const machine = quietMachineCheck();

  const { ruleSets, kinds } = buildRuleSets(RULES);
  const problems = ruleSets.flatMap((set) => set.rules.flatMap((rule) => validateRuleDefinition(rule)));
  if (problems.length > 0) throw new Error(`the benchmark rule set is invalid: ${JSON.stringify(problems.slice(0, 5))}`);
  const loans = buildLoans(kinds, LOANS, PAIRS);
  const ruleTypes = new Set<string>();
  const collectTypes = (rule: (typeof ruleSets)[number]['rules'][number]) => {
    ruleTypes.add(rule.ruleType);
    for (const child of [...(rule.dependentRules ?? []), ...(rule.executionRules ?? [])]) collectTypes(child);
  };
  for (const rule of ruleSets[0].rules) collectTypes(rule);
  const pairRules = ruleSets[0].rules.filter((rule) => rule.fieldIdTemplate?.endsWith('#')).length;

  // shared-rules: compile once, evaluate many times.
  const compileStart = performance.now();
  const compiled = compileRuleSets(ruleSets);
  compiled.evaluate(loans[0], { borrowerPairs: PAIRS, today: TODAY }); // expands the pair templates
  const compileMs = performance.now() - compileStart;
  const ourErrors = loans.reduce((sum, values) => sum + compiled.evaluate(values, { borrowerPairs: PAIRS, today: TODAY }).errors.length, 0);
  for (let warm = 0; warm < 5; warm += 1) for (const values of loans) compiled.evaluate(values, { borrowerPairs: PAIRS, today: TODAY });

  // The machine is shared: rounds are timed in CPU time of this process (time spent waiting for a
  // core does not count), throughput comes from the median round and the best round is shown too.
  const cpuSeconds = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1e6;
  };
  const ourRounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.cpuUsage();
    for (const values of loans) compiled.evaluate(values, { borrowerPairs: PAIRS, today: TODAY });
    ourRounds.push(cpuSeconds(started));
  }
  const ourBestRate = loans.length / Math.min(...ourRounds);
  const ourRate = loans.length / median(ourRounds);
  // The public entry point as the product calls it: evaluateRuleSets given the same rule-set list
  // (compiled on its first call, then reused), cycling through the same loans.
  const publicErrors = loans.reduce(
    (sum, values) => sum + evaluateRuleSets(ruleSets, values, { borrowerPairs: PAIRS, today: TODAY }).errors.length,
    0,
  );
  for (let warm = 0; warm < 5; warm += 1)
    for (const values of loans) evaluateRuleSets(ruleSets, values, { borrowerPairs: PAIRS, today: TODAY });
  const publicRounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.cpuUsage();
    for (const values of loans) evaluateRuleSets(ruleSets, values, { borrowerPairs: PAIRS, today: TODAY });
    publicRounds.push(cpuSeconds(started));
  }
  const publicRate = loans.length / median(publicRounds);
  // For comparison, a caller that hands evaluateRuleSets a new list every time (a fresh database
  // read, say) compiles on every call.
  const freshLoans = loans.slice(0, 40);
  const freshRounds: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = process.cpuUsage();
    for (const values of freshLoans) evaluateRuleSets([...ruleSets], values, { borrowerPairs: PAIRS, today: TODAY });
    freshRounds.push(cpuSeconds(started));
  }
  const freshRate = freshLoans.length / median(freshRounds);
  const compileCost = measureCompileCost(compileRuleSets, ruleSets, loans, { borrowerPairs: PAIRS, today: TODAY });

  // Time of single evaluations, measured apart so the timer does not weigh on the throughput.
  const perCall: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const values of loans) {
      const started = performance.now();
      compiled.evaluate(values, { borrowerPairs: PAIRS, today: TODAY });
      perCall.push(performance.now() - started);
    }
  }

  // json-rules-engine: rules added once, every loan awaited in turn.
  const engine = jsonRulesEngineFor(ruleSets, PAIRS, TODAY);
  let jreErrors = 0;
  for (const values of loans) jreErrors += (await engine.run(values)).events.length;
  const jreLoans = loans.slice(0, Math.min(loans.length, 40));
  const jreRounds: number[] = [];
  for (let round = 0; round < JRE_ROUNDS; round += 1) {
    const started = process.cpuUsage();
    for (const values of jreLoans) await engine.run(values);
    jreRounds.push(cpuSeconds(started));
  }
  const jreBestRate = jreLoans.length / Math.min(...jreRounds);
  const jreRate = jreLoans.length / median(jreRounds);
  const jrePerCall: number[] = [];
  for (const values of jreLoans) {
    const started = performance.now();
    await engine.run(values);
    jrePerCall.push(performance.now() - started);
  }

  // Warm cache: one loan judged over and over, as a service re-judges the loan it has just loaded
  // (the main figures above cycle through all loans, so each loan's fields come cold from memory).
  const warmLoan = loans[0];
  const ourWarm: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.cpuUsage();
    for (let repeat = 0; repeat < 200; repeat += 1) compiled.evaluate(warmLoan, { borrowerPairs: PAIRS, today: TODAY });
    ourWarm.push(cpuSeconds(started) / 200);
  }
  const jreWarm: number[] = [];
  for (let round = 0; round < JRE_ROUNDS; round += 1) {
    const started = process.cpuUsage();
    for (let repeat = 0; repeat < 20; repeat += 1) await engine.run(warmLoan);
    jreWarm.push(cpuSeconds(started) / 20);
  }

  const format = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(`Rule set: ${RULES} rules (${pairRules} per borrower pair) x ${PAIRS} pairs, types: ${[...ruleTypes].sort().join(', ')}`);
  console.log(
    `Loans: ${loans.length} generated loans, ${format(Object.keys(loans[0]).length)} fields each; errors found: shared-rules ${ourErrors}, json-rules-engine ${jreErrors}`,
  );
  console.log(
    `shared-rules       ${format(ourRate)} loans/s (best round ${format(ourBestRate)}); median ${format(median(perCall) * 1000, 1)} µs per evaluation (wall clock); ${ROUNDS} rounds of ${loans.length} loans`,
  );
  console.log(
    `json-rules-engine  ${format(jreRate)} loans/s (best round ${format(jreBestRate)}); median ${format(median(jrePerCall) * 1000, 1)} µs per evaluation (wall clock); ${JRE_ROUNDS} rounds of ${jreLoans.length} loans`,
  );
  console.log(
    `Ratio, compiled form (compileRuleSets): shared-rules is ${format(ourRate / jreRate, 1)}x json-rules-engine (loans/s in CPU time, median rounds; best rounds ${format(ourBestRate / jreBestRate, 1)}x)`,
  );
  console.log(
    `evaluateRuleSets, same rule-set list: ${format(publicRate)} loans/s, ratio ${format(publicRate / jreRate, 1)}x json-rules-engine; a new list every call (compiles each time): ${format(freshRate)} loans/s, ratio ${format(freshRate / jreRate, 1)}x`,
  );
  console.log(
    `Compile: ${format(compileCost.compile * 1000)} µs, first evaluation (binds ${PAIRS} pairs) ${format(compileCost.first * 1000)} µs, second ${format(compileCost.second * 1000)} µs (warm code, medians); first compile and evaluation in this process (cold code) ${format(compileMs, 2)} ms`,
  );
  console.log(
    `Warm cache, one loan re-judged: shared-rules ${format(1 / median(ourWarm))} loans/s, json-rules-engine ${format(1 / median(jreWarm))} loans/s, ratio ${format(median(jreWarm) / median(ourWarm), 1)}x`,
  );

  if (ourErrors !== jreErrors || publicErrors !== ourErrors)
    throw new Error('the two engines disagree on the errors: the models are not the same checks');
  const compiledRatio = ourRate / jreRate;
  const publicRatio = publicRate / jreRate;
  const perLoanMicros = median(perCall) * 1000;
  reportResult({
    name: 'rules/engine-vs-json-rules-engine',
    what: `Rule engine vs json-rules-engine, ${RULES} rules × ${PAIRS} pairs`,
    command: benchCommand('rules'),
    result:
      `compiled form ${format(compiledRatio)}× median, the product's \`evaluateRuleSets\` (same rule-set list) ${format(publicRatio)}×; ` +
      `${format(perLoanMicros)} µs per loan; compile ${format(compileCost.compile, 1)} ms + first evaluation ${format(compileCost.first, 1)} ms (load ${machine.loadAverage[0].toFixed(1)})`,
    target: `≥ ${TARGET.ratio}× for both; < ${TARGET.evaluationMs} ms`,
    figures: {
      compiledLoansPerSecond: ourRate,
      evaluateRuleSetsLoansPerSecond: publicRate,
      jsonRulesEngineLoansPerSecond: jreRate,
      evaluationMedianMicros: perLoanMicros,
      compileMs: compileCost.compile,
      firstEvaluationMs: compileCost.first,
    },
    ratios: {
      'compiled form to json-rules-engine, loans/s': compiledRatio,
      'evaluateRuleSets to json-rules-engine, loans/s': publicRatio,
      'evaluateRuleSets with a new list every call to json-rules-engine': freshRate / jreRate,
      'warm cache, one loan re-judged, to json-rules-engine': median(jreWarm) / median(ourWarm),
    },
  });
  return 0;
}

runBenchmark(main);
