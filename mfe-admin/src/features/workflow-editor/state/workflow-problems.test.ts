import type { ApiProblem } from 'shared-rules';
import { newStep, newTask } from './workflow-form-values';
import { isFieldPath, placeOf, problemsElsewhere, stepIndexOf, workflowProblemErrors } from './workflow-problems';

const refused = (code: string, fields: ApiProblem['fields']): ApiProblem => ({
  type: 'about:blank',
  title: 'Bad request',
  status: 400,
  code,
  detail: 'The workflow cannot be saved.',
  fields,
});

describe('workflow problems', () => {
  it('turn the fields of a refused save into form paths, one tag of a list at its list', () => {
    expect(
      workflowProblemErrors(
        refused('invalid-input', [
          { field: 'body.workflow.steps.1.name', message: 'body.workflow.steps.1.name must be at most 80 characters' },
          {
            field: 'body.workflow.steps.0.tasks.0.displayRules.2',
            message: 'body.workflow.steps.0.tasks.0.displayRules.2 must not be empty',
          },
          { field: 'body.workflow.steps.0.tasks.1.enforceRulesTag', message: 'No rule set carries the tag "x".' },
          { field: 'body.version', message: 'body.version must be of type integer' },
        ]),
      ),
    ).toEqual({
      'steps.1.name': 'Must be at most 80 characters',
      'steps.0.tasks.0.displayRules': 'Must not be empty',
      'steps.0.tasks.1.enforceRules': 'No rule set carries the tag "x".',
    });
  });

  it('keep an invalid-workflow refusal that names no field, as a problem of the whole workflow', () => {
    expect(workflowProblemErrors(refused('invalid-workflow', undefined))).toEqual({ workflow: 'The workflow cannot be saved.' });
    expect(workflowProblemErrors(null)).toEqual({});
  });

  it('say which paths have an input, which step they are in, and where the others are in words', () => {
    expect(isFieldPath('steps.0.tasks.2.enforceDocs.1.key')).toBe(true);
    expect(isFieldPath('steps.0.tasks')).toBe(false);
    expect(stepIndexOf('steps.12.tasks.0.name')).toBe(12);
    expect(stepIndexOf('workflow')).toBeNull();
    const step = newStep('Disclosures');
    step.tasks = [{ ...newTask(), featureKey: 'esign' }];
    const values = { steps: [newStep(''), step] };
    expect(placeOf('steps.1.tasks.0.enforceDocs.3.key', values)).toBe('Step 2 (Disclosures), task 1 (esign), document 4');
    expect(placeOf('steps.0', values)).toBe('Step 1');
    expect(
      problemsElsewhere(
        { 'steps.1.name': 'Taken', 'steps.1.tasks.0.enforceDocs': 'Must NOT have more than 20 items', workflow: 'No.' },
        values,
      ),
    ).toEqual(['Step 2 (Disclosures), task 1 (esign): Must NOT have more than 20 items', 'The workflow: No.']);
  });
});
