import type { RuleSet, ValidationRule } from '../rules/types';
import { countDocuments } from './documents';
import type { Workflow, WorkflowContext, Workflows } from './types';
import { evaluateWorkflow, workflowFor, workflowReachedStep, workflowVariant } from './workflow';

const required = (id: string, field: string): ValidationRule => ({ id, ruleType: 'REQUIRED', fieldIdTemplate: field });
const tagged = (tag: string, ...rules: ValidationRule[]): RuleSet => ({ enabled: true, tags: [tag], rules });

describe('workflowVariant', () => {
  it('maps channel and delegated flag', () => {
    expect(workflowVariant('Banked - Wholesale', false)).toBe('WH');
    expect(workflowVariant('Banked - Wholesale', true)).toBe('WH');
    expect(workflowVariant('Correspondent', true)).toBe('DEL');
    expect(workflowVariant('Correspondent', false)).toBe('NONDEL');
    expect(workflowVariant('Brokered - Wholesale', false)).toBeNull();
  });
  it('picks the workflow of a variant', () => {
    const workflows: Workflows = { wholesale: { steps: [] }, delegated: { steps: [] }, nonDelegated: { steps: [] } };
    expect(workflowFor(workflows, 'WH')).toBe(workflows.wholesale);
    expect(workflowFor(workflows, 'DEL')).toBe(workflows.delegated);
    expect(workflowFor(workflows, 'NONDEL')).toBe(workflows.nonDelegated);
  });
});

function context(values: Record<string, unknown>, ruleSets: RuleSet[], extra: Partial<WorkflowContext> = {}): WorkflowContext {
  return { values, ruleSets, today: new Date(2026, 0, 1), ...extra };
}

describe('task visibility', () => {
  const workflow = (task: Record<string, unknown>): Workflow => ({ steps: [{ name: 'S', tasks: [{ featureKey: 't', ...task }] }] });
  const visible = (task: Record<string, unknown>, values: Record<string, unknown>, sets: RuleSet[]) =>
    evaluateWorkflow(workflow(task), context(values, sets)).steps[0].tasks[0].visible;

  it('is visible when its display rules pass, or when it has none', () => {
    const sets = [tagged('show-credit', required('d', 'A'))];
    expect(visible({ displayRulesTag: 'show-credit' }, { A: 1 }, sets)).toBe(true);
    expect(visible({ displayRulesTag: 'show-credit' }, {}, sets)).toBe(false);
    expect(visible({ displayRules: ['show-credit'] }, {}, sets)).toBe(false);
    expect(visible({}, {}, sets)).toBe(true);
    expect(visible({ displayRulesTag: 'unknown-tag' }, {}, sets)).toBe(true);
  });
  it('with negated display rules, is visible when they match and the normal ones do not', () => {
    const sets = [tagged('show', required('d', 'A')), tagged('!show', required('n', 'B'))];
    expect(visible({ displayRulesTag: 'show' }, { B: 1 }, sets)).toBe(true);
    expect(visible({ displayRulesTag: 'show' }, { A: 1, B: 1 }, sets)).toBe(false);
    expect(visible({ displayRulesTag: 'show' }, {}, sets)).toBe(false);
    const onlyNegated = [tagged('!show', required('n', 'B'))];
    expect(visible({ displayRulesTag: 'show' }, { B: 1 }, onlyNegated)).toBe(true);
    expect(visible({ displayRulesTag: 'show' }, {}, onlyNegated)).toBe(false);
  });
  it('ignores disabled rule sets and disabled rules', () => {
    const sets: RuleSet[] = [
      { enabled: false, tags: ['show'], rules: [required('d', 'A')] },
      tagged('show', { ...required('x', 'X'), disabled: true }),
    ];
    expect(visible({ displayRulesTag: 'show' }, {}, sets)).toBe(true);
  });
});

describe('task optional and complete', () => {
  const sets = [
    tagged('enforce', required('e', 'E'), {
      id: 'ff',
      ruleType: 'FORMFIELD',
      fieldIdTemplate: 'NAME#',
      customLabel: 'Name',
      displayOnly: true,
    }),
    tagged('forms-only', { id: 'ff2', ruleType: 'FORMFIELD', fieldIdTemplate: 'F' }),
    tagged('done', required('c', 'C')),
  ];
  const task = (extra: Record<string, unknown>) =>
    evaluateWorkflow({ steps: [{ name: 'S', tasks: [{ featureKey: 't', ...extra }] }] }, context({ E: 'x' }, sets, { borrowerPairs: 2 }))
      .steps[0].tasks[0];

  it('is optional with no completion rules and only form-field enforce rules', () => {
    expect(task({ enforceRulesTag: 'forms-only' }).optional).toBe(true);
    expect(task({}).optional).toBe(true);
    expect(task({ enforceRulesTag: 'enforce' }).optional).toBe(false);
    expect(task({ completionRules: 'done' }).optional).toBe(false);
  });
  it('is complete when completion and non-form enforce rules pass; form fields do not hold it back', () => {
    const result = task({ enforceRulesTag: 'enforce' });
    expect(result.complete).toBe(true);
    expect(result.formFields).toEqual([
      { ruleId: 'ff', fieldId: 'NAME#1', customLabel: 'Name', displayOnly: true },
      { ruleId: 'ff', fieldId: 'NAME#2', customLabel: 'Name', displayOnly: true },
    ]);
    expect(result.errors.map((error) => error.fieldId)).toEqual(['NAME#1', 'NAME#2']);
    expect(task({ enforceRulesTag: 'enforce', completionRules: ['done'] }).complete).toBe(false);
    expect(task({ enforceRules: 'forms-only' }).formFields).toEqual([{ ruleId: 'ff2', fieldId: 'F', displayOnly: false }]);
  });
});

describe('documents', () => {
  const documents = {
    uncategorizedAttachments: [{ title: 'Paystub [PAY] Jan' }, { title: 'untitled' }],
    documents: [{ title: 'Income', attachments: [{ title: 'W2 2024 [w2]' }, { title: 'W2 2023 [W2]' }] }, { title: 'Empty' }],
    attachmentRecords: [{ taskTag: 'PAY' }, { taskTag: null }, { taskTag: 'VOE' }],
  };
  it('counts bracketed titles and tagged records against numberRequired (default 1)', () => {
    expect(countDocuments({ key: 'W2', numberRequired: 2, folderName: 'Income' }, documents)).toEqual({
      key: 'W2',
      folderName: 'Income',
      optional: false,
      numberRequired: 2,
      count: 2,
      complete: true,
    });
    expect(countDocuments({ key: 'PAY', numberRequired: 3 }, documents)).toMatchObject({ count: 2, complete: false });
    expect(countDocuments({ key: 'VOE' }, documents)).toMatchObject({ count: 1, numberRequired: 1, complete: true });
    expect(countDocuments({ key: 'BANK', numberRequired: 0 }, documents)).toMatchObject({ count: 0, numberRequired: 1, complete: false });
    expect(countDocuments({ key: 'BANK', optional: true }, undefined)).toMatchObject({ count: 0, complete: true });
    expect(countDocuments({ key: '' }, documents)).toMatchObject({ count: 0, complete: false });
    expect(countDocuments({ key: 7 } as never, documents)).toMatchObject({ key: '', count: 0 });
  });

  const taskWithDocs = (extra: Record<string, unknown>) =>
    evaluateWorkflow({ steps: [{ name: 'S', tasks: [{ featureKey: 't', ...extra }] }] }, context({}, [], { documents })).steps[0].tasks[0];

  it('needs all documents, or any one with enforceOneOfDocs', () => {
    const enforceDocs = [{ key: 'W2' }, { key: 'BANK' }];
    expect(taskWithDocs({ enforceDocs }).complete).toBe(false);
    expect(taskWithDocs({ enforceDocs, enforceOneOfDocs: true }).complete).toBe(true);
    expect(taskWithDocs({ enforceDocs: [{ key: 'BANK' }, { key: 'TAX' }], enforceOneOfDocs: true }).complete).toBe(false);
    expect(taskWithDocs({ enforceDocs: [{ key: 'W2' }, { key: 'BANK', optional: true }] }).complete).toBe(true);
    expect(taskWithDocs({ enforceDocs: [] }).documentsComplete).toBe(true);
    expect(taskWithDocs({ enforceDocs: [{ key: 'BANK' }] }).optional).toBe(true);
  });
});

describe('steps and the current step', () => {
  const sets = [
    tagged('app-done', required('a', 'APP')),
    tagged('credit-done', required('c', 'CREDIT')),
    tagged('hide-closing', required('h', 'SHOW_CLOSING')),
    tagged('step-done', required('s', 'STEP_FLAG')),
  ];
  const workflow: Workflow = {
    steps: [
      { name: 'Application', tasks: [{ featureKey: 'app', completionRules: 'app-done' }] },
      { name: 'Credit', tasks: [{ featureKey: 'credit', completionRules: 'credit-done' }] },
      { name: 'Disabled', enabled: false, tasks: [{ featureKey: 'x', completionRules: 'credit-done' }] },
      { name: 'Hidden by rule', displayRules: 'hide-closing', tasks: [{ featureKey: 'y', completionRules: 'credit-done' }] },
      { name: 'No visible task', tasks: [{ featureKey: 'z', displayRulesTag: 'hide-closing' }] },
      { name: 'Submit', completionRules: 'step-done', tasks: [{ featureKey: 'submit', completionRules: 'credit-done' }] },
    ],
  };
  const evaluate = (values: Record<string, unknown>) => evaluateWorkflow(workflow, context(values, sets));

  it('shows a step only when enabled, with a visible task and passing display rules', () => {
    expect(evaluate({}).steps.map((step) => step.visible)).toEqual([true, true, false, false, false, true]);
    expect(evaluate({ SHOW_CLOSING: 'Y' }).steps.map((step) => step.visible)).toEqual([true, true, false, true, true, true]);
  });
  it('completes a step by its completion rules, or by all its tasks', () => {
    const result = evaluate({ APP: 1, STEP_FLAG: 1 });
    expect(result.steps.map((step) => step.complete)).toEqual([true, false, false, false, true, true]);
  });
  it('keeps a step open while a hidden task of it is not complete, as the specification counts all its tasks', () => {
    const withHiddenTask: Workflow = {
      steps: [
        {
          name: 'Documents',
          tasks: [
            { featureKey: 'upload', completionRules: 'app-done' },
            { featureKey: 'closing-docs', displayRulesTag: 'hide-closing', completionRules: 'credit-done' },
          ],
        },
        { name: 'Submit', tasks: [{ featureKey: 'submit', completionRules: 'step-done' }] },
      ],
    };
    const result = evaluateWorkflow(withHiddenTask, context({ APP: 1 }, sets));
    expect(result.steps[0].tasks.map((task) => [task.visible, task.complete])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(result.steps[0]).toMatchObject({ visible: true, complete: false, hiddenTasksOpen: 1 });
    expect(result.currentStep?.name).toBe('Documents');
    expect(evaluateWorkflow(withHiddenTask, context({ APP: 1, CREDIT: 1 }, sets)).currentStep?.name).toBe('Submit');
  });
  it('the current step is the first visible incomplete step', () => {
    expect(evaluate({}).currentStep?.name).toBe('Application');
    expect(evaluate({ APP: 1 }).currentStep?.name).toBe('Credit');
    expect(evaluate({ APP: 1, CREDIT: 1 }).currentStep?.name).toBe('Submit');
    expect(workflowReachedStep(evaluate({ APP: 1 }), 'credit')).toBe(true);
    expect(workflowReachedStep(evaluate({}), 'Credit')).toBe(false);
    expect(workflowReachedStep(evaluate({}), 'AUS')).toBe(false);
  });
  it('is the last step when every visible step is complete', () => {
    const result = evaluate({ APP: 1, CREDIT: 1, STEP_FLAG: 1 });
    expect(result.currentStepIndex).toBe(5);
    expect(result.currentStep?.name).toBe('Submit');
  });
  it('is the last step of the workflow, even a hidden one, once every visible step is complete', () => {
    const hiddenLast: Workflow = {
      steps: [
        { name: 'Application', tasks: [{ featureKey: 'app', completionRules: 'app-done' }] },
        { name: 'Closing', displayRules: 'hide-closing', tasks: [{ featureKey: 'close' }] },
      ],
    };
    const result = evaluateWorkflow(hiddenLast, context({ APP: 1 }, sets));
    expect(result.steps.map((step) => step.visible)).toEqual([true, false]);
    expect(result.currentStepIndex).toBe(1);
    expect(result.currentStep?.name).toBe('Closing');
    expect(evaluateWorkflow(hiddenLast, context({}, sets)).currentStep?.name).toBe('Application');
  });
  it('falls back to the last step when none is visible, and to none without steps', () => {
    const hidden: Workflow = {
      steps: [
        { name: 'A', tasks: [] },
        { name: 'B', tasks: [] },
      ],
    };
    expect(evaluateWorkflow(hidden, context({}, sets)).currentStep?.name).toBe('B');
    const empty = evaluateWorkflow({ steps: [] }, context({}, sets));
    expect(empty).toEqual({ steps: [], currentStepIndex: -1, currentStep: null });
  });
  it('keeps task names and tolerates malformed rule sets', () => {
    const sets = [
      { enabled: true, tags: ['odd'], rules: 'not a list' },
      { enabled: true, tags: ['odd'], rules: [{ id: 'ff', ruleType: 'FORMFIELD' }] },
    ] as unknown as RuleSet[];
    const task = evaluateWorkflow(
      { steps: [{ name: 'S', tasks: [{ featureKey: 't', name: 'Upload W2', enforceRulesTag: 'odd' }] }] },
      context({}, sets),
    ).steps[0].tasks[0];
    expect(task.name).toBe('Upload W2');
    expect(task.formFields).toEqual([{ ruleId: 'ff', fieldId: '', displayOnly: false }]);
    expect(task.errors).toEqual([{ ruleId: 'ff', fieldId: '', message: 'Invalid value' }]);
  });
  it('tolerates malformed workflow data', () => {
    const broken = { steps: [{ name: 'A', tasks: null }] } as unknown as Workflow;
    expect(evaluateWorkflow(broken, { values: {}, ruleSets: null as unknown as RuleSet[] }).steps[0].visible).toBe(false);
    expect(evaluateWorkflow(null as unknown as Workflow, context({}, [])).steps).toEqual([]);
  });
});

describe('rule groups compiled once per workflow version', () => {
  const workflow = (): Workflow => ({
    steps: [{ name: 'S', tasks: [{ featureKey: 't', enforceRulesTag: 'credit', completionRules: 'credit' }] }],
  });
  const failingRuleIds = (definition: Workflow, sets: RuleSet[], values: Record<string, unknown> = {}) =>
    evaluateWorkflow(definition, context(values, sets)).steps[0].tasks[0].errors.map((error) => error.ruleId);

  it('judges each loan with the groups compiled on first use of the same workflow and rule sets', () => {
    const definition = workflow();
    const sets = [tagged('credit', required('a', 'A'))];
    expect(failingRuleIds(definition, sets)).toEqual(['a', 'a']);
    expect(failingRuleIds(definition, sets, { A: 'filled' })).toEqual([]);
    // Edited in place, the rule sets are not read again: had the group been compiled again, rule b would fail.
    sets[0].rules = [required('b', 'B')];
    expect(failingRuleIds(definition, sets)).toEqual(['a', 'a']);
  });

  it('compiles again for a new workflow version or a new rule-set list', () => {
    const definition = workflow();
    const sets = [tagged('credit', required('a', 'A'))];
    expect(failingRuleIds(definition, sets)).toEqual(['a', 'a']);
    sets[0].rules = [required('b', 'B')];
    expect(failingRuleIds(workflow(), sets)).toEqual(['b', 'b']);
    expect(failingRuleIds(definition, [...sets])).toEqual(['b', 'b']);
  });
});
