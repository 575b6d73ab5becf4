import { checkWorkflowDefinition } from './definition-checks';
import type { Workflow } from './types';

const known = new Set(['wf-application', 'wf-credit']);

describe('checkWorkflowDefinition', () => {
  it('accepts a workflow whose tags exist and whose names and keys are unique', () => {
    const workflow: Workflow = {
      steps: [
        {
          name: 'Registration',
          tasks: [{ featureKey: 'urla', completionRules: 'wf-application', enforceDocs: [{ key: 'W2' }, { key: 'PAYSTUB' }] }],
        },
        { name: 'Credit', tasks: [{ featureKey: 'credit', enforceRules: ['wf-credit'] }] },
      ],
    };
    expect(checkWorkflowDefinition(workflow, known)).toEqual([]);
  });

  it('names the path of each problem', () => {
    const workflow: Workflow = {
      steps: [
        { name: 'Credit', tasks: [{ featureKey: 'credit', completionRules: 'wf-missing' }] },
        {
          name: ' credit',
          tasks: [
            { featureKey: 'documents', enforceDocs: [{ key: 'W2' }, { key: 'w2' }] },
            { featureKey: 'documents', enforceDocs: [{ key: 'PAYSTUB' }], enforceOneOfDocs: true },
          ],
        },
      ],
    };
    expect(checkWorkflowDefinition(workflow, known)).toEqual([
      { path: 'steps.0.tasks.0.completionRules', message: 'No rule set carries the tag "wf-missing".' },
      { path: 'steps.1.name', message: 'Another step is already called " credit".' },
      { path: 'steps.1.tasks.0.enforceDocs.1.key', message: 'The task already requires "w2".' },
      { path: 'steps.1.tasks.1.featureKey', message: 'The step already has a task "documents".' },
      { path: 'steps.1.tasks.1.enforceOneOfDocs', message: '"Any one document" needs at least two documents.' },
    ]);
  });
});
