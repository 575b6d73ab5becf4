import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ADD_LOAN_TEXTS, requiredFieldsStepComplete, type LoanFieldValue, type RuleExecutions } from 'shared-rules';
import { FieldRenderer, fieldValueProblem, FormRefusal, LoadErrorAlert } from 'shared-ui';
import { useRequiredFieldDefinitions } from '../hooks/use-required-field-definitions';

export interface CompleteLoanInfoStepProps {
  ruleExecutions: RuleExecutions;
  values: Record<string, LoanFieldValue>;
  submitting: boolean;
  onChange: (fieldId: string, value: LoanFieldValue) => void;
  onBack: () => void;
  /** Sends the create call again with the filled fields. */
  onSave: () => void;
}

/**
 * The fields the lender's rules require before the loan can be created, rendered by format, and
 * the conditions that must be resolved on the loan file ("Loan Action Completion Errors:"). Save
 * needs every required field filled (and well formed) and no such conditions.
 */
export function CompleteLoanInfoStep({ ruleExecutions, values, submitting, onChange, onBack, onSave }: CompleteLoanInfoStepProps) {
  const definitions = useRequiredFieldDefinitions(ruleExecutions.requiredFields);
  const wellFormed = definitions.fields.every((definition) => fieldValueProblem(definition, values[definition.id]) === null);
  const canSave = definitions.status === 'ready' && wellFormed && requiredFieldsStepComplete(ruleExecutions, values);
  const conditions = ruleExecutions.advancedConditions;

  return (
    <Stack gap="lg">
      <FormRefusal
        title={ADD_LOAN_TEXTS.completionErrorsHeading}
        refusal={conditions.map((condition) => condition.message)}
        advice="Correct these in your loan file and import it again."
      />

      {ruleExecutions.requiredFields.length > 0 && (
        <Text size="sm" c="dimmed">
          Your lender needs {ruleExecutions.requiredFields.length === 1 ? 'this value' : 'these values'} before the loan can be created.
        </Text>
      )}

      {definitions.status === 'loading' && (
        <Group justify="center" py="md" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading the fields…</Text>
        </Group>
      )}
      {definitions.status === 'error' && (
        <LoadErrorAlert title="The fields could not be loaded" message="Check your connection and try again." onRetry={definitions.retry} />
      )}
      {definitions.status === 'ready' && (
        <Stack gap="sm">
          {definitions.fields.map((definition) => (
            <FieldRenderer
              key={definition.id}
              definition={definition}
              value={values[definition.id]}
              required
              disabled={submitting}
              onChange={(value) => onChange(definition.id, value)}
            />
          ))}
        </Stack>
      )}

      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onSave} disabled={!canSave} loading={submitting}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
