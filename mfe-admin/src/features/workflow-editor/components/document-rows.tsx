import { Button, Checkbox, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { newDocument, type WorkflowValues } from '../state/workflow-form-values';
import { WORKFLOW_LIMITS } from '../state/workflow-validation';

export interface DocumentRowsProps {
  form: UseFormReturnType<WorkflowValues>;
  stepIndex: number;
  taskIndex: number;
}

/**
 * The documents a task requires, one row each (key, how many, optional, the folder uploads are
 * filed in), and whether any one of them completes the task.
 */
export function DocumentRows({ form, stepIndex, taskIndex }: DocumentRowsProps) {
  const path = `steps.${stepIndex}.tasks.${taskIndex}` as const;
  const task = form.getValues().steps[stepIndex]?.tasks[taskIndex];
  if (!task) return null;
  const owner = `step ${stepIndex + 1} task ${taskIndex + 1}`;
  const Owner = `Step ${stepIndex + 1} task ${taskIndex + 1}`;
  const { numberRequired } = WORKFLOW_LIMITS;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Documents required
      </Text>
      {task.enforceDocs.length === 0 && (
        <Text size="sm" c="dimmed">
          No documents: the task is complete by its rules alone.
        </Text>
      )}
      {task.enforceDocs.map((document, index) => {
        const documentPath = `${path}.enforceDocs.${index}`;
        const name = `${Owner} document ${index + 1}`;
        return (
          <Group key={document.uid} align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label="Key"
              aria-label={`${name} key`}
              description="As written in brackets in attachment titles, such as W2"
              required
              maxLength={40}
              w={{ base: '100%', sm: 200 }}
              {...form.getInputProps(`${documentPath}.key`)}
            />
            <NumberInput
              label="Number required"
              aria-label={`${name} number required`}
              description="Empty: 1"
              min={numberRequired.min}
              max={numberRequired.max}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              w={{ base: '100%', sm: 150 }}
              {...form.getInputProps(`${documentPath}.numberRequired`)}
            />
            <TextInput
              label="Folder name"
              aria-label={`${name} folder name`}
              description="The eFolder uploads are filed in"
              maxLength={WORKFLOW_LIMITS.folderName}
              w={{ base: '100%', sm: 220 }}
              {...form.getInputProps(`${documentPath}.folderName`)}
            />
            <Checkbox
              label="Optional"
              aria-label={`${name} optional`}
              mt={{ base: 0, sm: 52 }}
              {...form.getInputProps(`${documentPath}.optional`, { type: 'checkbox' })}
            />
            <Button
              size="xs"
              variant="light"
              color="red"
              mt={{ base: 0, sm: 46 }}
              aria-label={`Remove document ${index + 1} of ${owner}`}
              onClick={() => form.removeListItem(`${path}.enforceDocs`, index)}
            >
              Remove
            </Button>
          </Group>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={task.enforceDocs.length >= WORKFLOW_LIMITS.documentsPerTask}
          aria-label={`Add a document to ${owner}`}
          onClick={() => form.insertListItem(`${path}.enforceDocs`, newDocument())}
        >
          Add document
        </Button>
      </Group>
      {(task.enforceDocs.length > 0 || task.enforceOneOfDocs) && (
        <Switch
          label="Any one of these documents completes the task"
          aria-label={`${Owner}: any one of these documents completes the task`}
          description="Off: every document that is not optional is needed."
          {...form.getInputProps(`${path}.enforceOneOfDocs`, { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}
