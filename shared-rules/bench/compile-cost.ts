// What compiling costs once the code is warm (a service or a browser tab that has compiled rule
// sets before): compileRuleSets alone, then the first evaluation (which binds the rules for the
// loan's borrower-pair count), then a second one. Each run compiles a fresh deep copy of the rule
// sets, so nothing is reused from an earlier run but the field ids themselves.
import { performance } from 'node:perf_hooks';
import { median } from '../../tests/bench/kit/percentiles.ts';
import type { compileRuleSets as CompileRuleSets, EvaluationOptions, FieldValues, RuleSet } from '../src/index.ts';

/** Median milliseconds of `compile`, the first evaluation and the second, over `runs` fresh copies. */
export function measureCompileCost(
  compileRuleSets: typeof CompileRuleSets,
  ruleSets: RuleSet[],
  loans: readonly FieldValues[],
  options: EvaluationOptions,
  runs = 200,
): { compile: number; first: number; second: number } {
  const compileMs: number[] = [];
  const firstMs: number[] = [];
  const secondMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const copy = structuredClone(ruleSets);
    const loan = loans[run % loans.length];
    let started = performance.now();
    const compiled = compileRuleSets(copy);
    compileMs.push(performance.now() - started);
    started = performance.now();
    compiled.evaluate(loan, options);
    firstMs.push(performance.now() - started);
    started = performance.now();
    compiled.evaluate(loan, options);
    secondMs.push(performance.now() - started);
  }
  return { compile: median(compileMs), first: median(firstMs), second: median(secondMs) };
}
