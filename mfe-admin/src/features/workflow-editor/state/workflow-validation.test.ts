import { newDocument, newStep, newTask, type WorkflowValues } from './workflow-form-values';
import { validateWorkflow } from './workflow-validation';

function workflow(): WorkflowValues {
  const registration = newStep('Registration');
  registration.tasks = [{ ...newTask(), featureKey: 'urla', completionRules: ['wf-application'] }];
  return { steps: [registration, newStep('Disclosures')] };
}

describe('validateWorkflow', () => {
  it('accepts a valid workflow', () => {
    expect(validateWorkflow(workflow(), new Set(['wf-application']))).toEqual({});
  });

  it('asks for names and feature keys, and refuses a step name used twice (without case)', () => {
    const values = workflow();
    values.steps[1].name = ' registration ';
    values.steps.push(newStep('  '));
    values.steps[2].tasks = [newTask()];
    expect(validateWorkflow(values)).toEqual({
      'steps.1.name': 'Another step is already called "registration".',
      'steps.2.name': 'Enter a name for this step',
      'steps.2.tasks.0.featureKey': 'Choose the loan tab or enter the key of this task',
    });
  });

  it('checks document keys against the pattern, counts from 1 to 50, and keys used twice in a task', () => {
    const values = workflow();
    values.steps[0].tasks[0].enforceDocs = [
      { ...newDocument(), key: '[W2]' },
      { ...newDocument(), key: 'W2', numberRequired: 0 },
      { ...newDocument(), key: 'w2', numberRequired: 51 },
      { ...newDocument(), key: 'Pay stub', numberRequired: 50 },
    ];
    const errors = validateWorkflow(values);
    expect(errors['steps.0.tasks.0.enforceDocs.0.key']).toMatch(/^Start with a letter or digit/);
    expect(errors['steps.0.tasks.0.enforceDocs.1.numberRequired']).toBe('Enter a whole number from 1 to 50');
    expect(errors['steps.0.tasks.0.enforceDocs.2.numberRequired']).toBe('Enter a whole number from 1 to 50');
    expect(errors['steps.0.tasks.0.enforceDocs.2.key']).toBe('The task already requires "w2".');
    expect(Object.keys(errors).some((path) => path.startsWith('steps.0.tasks.0.enforceDocs.3'))).toBe(false);
  });

  it('refuses tags no rule set carries once the tags are known, a feature key twice in a step, and "any one" of one document', () => {
    const values = workflow();
    const [task] = values.steps[0].tasks;
    task.displayRules = ['wf-gone'];
    task.enforceDocs = [{ ...newDocument(), key: 'W2' }];
    task.enforceOneOfDocs = true;
    values.steps[0].tasks.push({ ...newTask(), featureKey: 'urla' });
    expect(validateWorkflow(values, new Set(['wf-application']))).toEqual({
      'steps.0.tasks.0.displayRules': 'No rule set carries the tag "wf-gone".',
      'steps.0.tasks.0.enforceOneOfDocs': '"Any one document" needs at least two documents.',
      'steps.0.tasks.1.featureKey': 'The step already has a task "urla".',
    });
    // Before the rule sets are read, tags are left to services.
    expect(validateWorkflow(values)['steps.0.tasks.0.displayRules']).toBeUndefined();
  });
});
