import type { Workflow } from 'shared-rules';
import { newDocument, newStep, newTask, toWorkflow, toWorkflowValues } from './workflow-form-values';

const stored: Workflow = {
  steps: [
    {
      name: 'Registration',
      enabled: true,
      displayRules: ['wf-purchase'],
      tasks: [
        { featureKey: 'urla', name: 'Complete the loan application', completionRules: 'wf-application', displayRulesTag: 'wf-old' },
        {
          featureKey: 'signed-application',
          enforceDocs: [
            { key: '1003', folderName: 'Application' },
            { key: 'W2', numberRequired: 2, optional: true },
          ],
          enforceOneOfDocs: true,
        },
      ],
    },
    { name: 'Closing', enabled: false, completionRules: ['wf-closing-date', 'wf-clear-to-close'], tasks: [] },
  ],
};

describe('workflow form values', () => {
  it('save a stored workflow back exactly as it was when nothing is changed', () => {
    expect(toWorkflow(toWorkflowValues(stored))).toEqual(stored);
  });

  it('fill every optional part for the form: empty texts, tag lists, switches', () => {
    const [registration, closing] = toWorkflowValues(stored).steps;
    expect(registration).toMatchObject({ name: 'Registration', enabled: true, displayRules: ['wf-purchase'], completionRules: [] });
    expect(registration.tasks[0]).toMatchObject({
      name: 'Complete the loan application',
      completionRules: ['wf-application'],
      displayRules: ['wf-old'],
      enforceRules: [],
    });
    expect(registration.tasks[1].enforceDocs[0]).toMatchObject({
      key: '1003',
      numberRequired: '',
      optional: false,
      folderName: 'Application',
    });
    expect(closing).toMatchObject({ enabled: false, completionRules: ['wf-closing-date', 'wf-clear-to-close'] });
  });

  it('leave out what is empty, trim texts, and write one new tag as a string', () => {
    const step = { ...newStep(' Closing '), enabled: false };
    const task = { ...newTask(), featureKey: ' documents ', name: '  ', completionRules: ['wf-closing-date'], enforceOneOfDocs: true };
    step.tasks = [task];
    expect(toWorkflow({ steps: [step] })).toEqual({
      steps: [{ name: 'Closing', enabled: false, tasks: [{ featureKey: 'documents', completionRules: 'wf-closing-date' }] }],
    });
    task.enforceDocs = [{ ...newDocument(), key: ' CD ', numberRequired: 3, folderName: ' Closing ' }];
    expect(toWorkflow({ steps: [step] }).steps[0].tasks[0]).toEqual({
      featureKey: 'documents',
      completionRules: 'wf-closing-date',
      enforceDocs: [{ key: 'CD', numberRequired: 3, folderName: 'Closing' }],
      enforceOneOfDocs: true,
    });
  });

  it('give rows the uids of the values they were saved from, so open steps stay open', () => {
    const values = toWorkflowValues(stored);
    const again = toWorkflowValues(stored, values);
    expect(again.steps.map((step) => step.uid)).toEqual(values.steps.map((step) => step.uid));
    expect(again.steps[0].tasks[1].enforceDocs[1].uid).toBe(values.steps[0].tasks[1].enforceDocs[1].uid);
    expect(toWorkflowValues(stored).steps[0].uid).not.toBe(values.steps[0].uid);
  });

  it('show an older single tag with the rules it adds to, and save it in its own field while it is picked', () => {
    const values = toWorkflowValues({
      steps: [{ name: 'Intake', tasks: [{ featureKey: 'urla', displayRulesTag: 'wf-old', displayRules: ['wf-new'] }] }],
    });
    const [task] = values.steps[0].tasks;
    expect(task.displayRules).toEqual(['wf-old', 'wf-new']);
    task.displayRules = ['wf-old'];
    expect(toWorkflow(values).steps[0].tasks[0]).toEqual({ featureKey: 'urla', displayRulesTag: 'wf-old' });
    task.displayRules = ['wf-new', 'wf-other'];
    expect(toWorkflow(values).steps[0].tasks[0]).toEqual({ featureKey: 'urla', displayRules: ['wf-new', 'wf-other'] });
  });
});
