// The URLA tab's live validation: what `update` costs for one changed field on a loan with four
// borrower pairs (the URLA layout's 600+ fields) under a lender-like rule set that judges every
// field of the layout, next to a full `validateAll`. It measures the build (dist): `npm run bench --
// live-validation` builds shared-rules first.
import { createRequire } from 'node:module';
import { benchCommand } from '../../tests/bench/benchmarks.ts';
import { quietMachineCheck } from '../../tests/bench/kit/machine.ts';
import { numberOption, quickOr } from '../../tests/bench/kit/options.ts';
import { percentiles } from '../../tests/bench/kit/percentiles.ts';
import { reportResult } from '../../tests/bench/kit/report.ts';
import type { FieldDefinition, FieldValues, RuleSet, ValidationRule } from '../src/index.ts';
import { seededRandom } from './ruleset.ts';

const { URLA_LAYOUT, layoutFieldIds, getFieldDefinition, createLiveValidator, compileRuleSets } = createRequire(import.meta.url)(
  '../dist/index.js',
) as typeof import('../src/index.ts');

const PAIRS = 4;
const UPDATES = numberOption('--updates', quickOr(50_000, 2_000), 'BENCH_UPDATES');
const TODAY = new Date(2026, 10, 21);
const machine = quietMachineCheck();
const random = seededRandom(1003);

const FORMAT_BY_FIELD_FORMAT: Record<string, ValidationRule['format']> = { SSN: 'SSN', PHONE: 'PHONE', ZIPCODE: 'ZIPCODE' };

/** One or two rules per layout field, written once per pair field as a `#` rule, as a lender would. */
/** A field's definition, which every layout field has. */
function definitionOf(fieldId: string): FieldDefinition {
  const definition = getFieldDefinition(fieldId);
  if (!definition) throw new Error(`no definition for ${fieldId}`);
  return definition;
}

function lenderRules(): RuleSet[] {
  const templates = new Set(layoutFieldIds(URLA_LAYOUT, 1).map((id) => id.replace(/#1$/, '#')));
  const rules: ValidationRule[] = [];
  for (const template of templates) {
    const definition = definitionOf(template.replace(/#$/, '#1'));
    const id = `rule-${rules.length}`;
    rules.push({ id: `${id}-required`, ruleType: 'REQUIRED', fieldIdTemplate: template });
    const format = FORMAT_BY_FIELD_FORMAT[definition.format];
    if (format) rules.push({ id: `${id}-format`, ruleType: 'FORMAT', fieldIdTemplate: template, format });
    if (definition.dataType === 'Decimal')
      rules.push({ id: `${id}-range`, ruleType: 'RANGE', fieldIdTemplate: template, range: { min: 0, max: 5_000_000 } });
    if (definition.format === 'DROPDOWN') {
      rules.push({
        id: `${id}-in-set`,
        ruleType: 'IN_SET',
        fieldIdTemplate: template,
        values: (definition.options ?? []).map((option) => option.value),
      });
    }
  }
  rules.push(
    {
      id: 'price',
      ruleType: 'CONDITIONAL',
      fieldIdTemplate: '19',
      conditionType: 'EQUAL',
      conditionValue: 'Purchase',
      dependentRules: [{ id: 'price-required', ruleType: 'REQUIRED', fieldIdTemplate: '136' }],
    },
    { id: 'amount-under-price', ruleType: 'COMPARISON', fieldIdTemplate: '1109', comparisonField: '136', comparisonType: 'LESS_THAN' },
    { id: 'previous-dates', ruleType: 'DEPENDENCY', fieldIdTemplate: 'FE0302#', dependentField: 'FE0308#' },
    {
      id: 'bankruptcy',
      ruleType: 'LOGICAL',
      fieldIdTemplate: 'DECL.B.BANKRUPTCY#',
      logicalOperator: 'OR',
      conditions: [
        { fieldId: 'DECL.B.BANKRUPTCY#', operator: 'IS_TRUE' },
        { fieldId: 'DECL.B.FORECLOSURE#', operator: 'IS_TRUE' },
      ],
      executionRules: [{ id: 'explain', ruleType: 'REQUIRED', fieldIdTemplate: 'DECL.B.SHORTSALE#' }],
    },
    {
      id: 'closing',
      ruleType: 'LOGICAL',
      logicalOperator: 'AND',
      conditions: [{ fieldId: '763', operator: 'DATE_BEFORE', value: 10 }],
      executionRules: [
        { id: 'closing-soon', ruleType: 'ERROR', fieldIdTemplate: '763', customErrorMessage: 'Closing is less than 10 days away.' },
      ],
    },
  );
  return [{ enabled: true, tags: ['loan-data'], rules }];
}

function sampleValue(definition: FieldDefinition): FieldValues[string] {
  switch (definition.format) {
    case 'SSN':
      return '123-45-6789';
    case 'PHONE':
      return '512-555-0100';
    case 'ZIPCODE':
      return '78701';
    case 'STATE':
      return 'TX';
    case 'DATE':
      return '2026-12-15';
    case 'Y_N':
      return false;
    case 'DROPDOWN':
      return definition.options?.[0]?.value ?? '';
    default:
      return definition.dataType === 'Decimal' || definition.dataType === 'Int' ? 1200 : 'Text';
  }
}

const ruleSets = lenderRules();
const fieldIds = layoutFieldIds(URLA_LAYOUT, PAIRS);
const values: FieldValues = Object.fromEntries(fieldIds.map((id) => [id, sampleValue(definitionOf(id))]));
const options = { borrowerPairs: PAIRS, today: TODAY };
const validator = createLiveValidator(ruleSets);
const ruleCount = ruleSets[0].rules.length;
const pairRuleCount = ruleSets[0].rules.filter((rule) => rule.fieldIdTemplate?.endsWith('#')).length;

const fullTimes: number[] = [];
for (let round = 0; round < 500; round += 1) {
  const start = process.hrtime.bigint();
  validator.validateAll(values, options);
  fullTimes.push(Number(process.hrtime.bigint() - start) / 1000);
}

/**
 * Each step changes one random field and puts it back: on a filled loan it is blanked (its
 * REQUIRED error appears, then goes), on a blank loan it is typed in (its error goes, then comes
 * back), so every update changes the messages.
 */
function measureUpdates(loanValues: FieldValues, changedValue: (fieldId: string) => unknown): number[] {
  validator.validateAll(loanValues, options);
  const times: number[] = [];
  for (let index = 0; index < UPDATES; index += 1) {
    const fieldId = fieldIds[Math.floor(random() * fieldIds.length)];
    const before = loanValues[fieldId];
    loanValues[fieldId] = changedValue(fieldId);
    let start = process.hrtime.bigint();
    validator.update(loanValues, [fieldId], options);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
    loanValues[fieldId] = before;
    start = process.hrtime.bigint();
    validator.update(loanValues, [fieldId], options);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return times.slice(times.length / 10);
}

const filledUpdates = measureUpdates(values, () => '');
const blankValues: FieldValues = Object.fromEntries(fieldIds.map((id) => [id, '']));
const blankMessageCount = Object.keys(validator.validateAll(blankValues, options)).length;
const blankUpdates = measureUpdates(blankValues, (fieldId) => sampleValue(definitionOf(fieldId)));

const compiled = compileRuleSets(ruleSets);
const evaluateTimes: number[] = [];
for (let round = 0; round < 500; round += 1) {
  const start = process.hrtime.bigint();
  compiled.evaluate(values, options);
  evaluateTimes.push(Number(process.hrtime.bigint() - start) / 1000);
}

const show = (label: string, times: readonly number[]) => {
  const { p50, p99 } = percentiles(times);
  console.log(`${label.padEnd(62)} median ${p50.toFixed(1)} µs, p99 ${p99.toFixed(1)} µs`);
};

console.log(
  `${fieldIds.length} fields (URLA, ${PAIRS} pairs); ${ruleCount} rules, ${pairRuleCount} of them per pair (${ruleCount - pairRuleCount + pairRuleCount * PAIRS} bound)`,
);
show('update, one changed field, filled loan', filledUpdates);
show(`update, one changed field, blank loan (${blankMessageCount} fields in error)`, blankUpdates);
show('validateAll (every rule)', fullTimes.slice(50));
show('compileRuleSets(...).evaluate (reference)', evaluateTimes.slice(50));

const update = percentiles(filledUpdates);
const whole = percentiles(fullTimes.slice(50));
reportResult({
  name: 'live-validation/one-field',
  what: 'Live validation of one changed field vs the whole rule set',
  command: benchCommand('live-validation'),
  result: `${update.p50.toFixed(1)} µs median against ${whole.p50.toFixed(0)} µs (${fieldIds.length} fields, ${ruleCount} rules; load ${machine.loadAverage[0].toFixed(1)})`,
  target: '—',
  figures: { updateMedianMicros: update.p50, updateP99Micros: update.p99, validateAllMedianMicros: whole.p50 },
  ratios: { 'validateAll to update, median': whole.p50 / update.p50 },
});
