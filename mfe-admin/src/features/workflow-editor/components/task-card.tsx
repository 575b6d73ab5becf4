import {
  Autocomplete,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOAN_TAB_LABELS } from 'shared-rules';
import type { WorkflowValues } from '../state/workflow-form-values';
import { WORKFLOW_LIMITS } from '../state/workflow-validation';
import { DocumentRows } from './document-rows';
import { RuleTagsSelect } from './rule-tags-select';
import { MoveButtons } from 'shared-ui';

const tabLabel = (key: string): string | undefined =>
  Object.hasOwn(LOAN_TAB_LABELS, key) ? LOAN_TAB_LABELS[key as keyof typeof LOAN_TAB_LABELS] : undefined;

/** The loan tabs a task can be done on, by slug; a task may name any other key too. */
const FEATURE_KEYS = Object.keys(LOAN_TAB_LABELS);

/** Feature keys matching the typed text by slug or by the tab's label ("Pricing" finds `pricer`). */
const filterFeatureKeys: OptionsFilter = ({ options, search }) => {
  const text = search.trim().toLowerCase();
  return (options as ComboboxItem[]).filter(
    (option) => option.value.includes(text) || (tabLabel(option.value) ?? '').toLowerCase().includes(text),
  );
};

export interface TaskCardProps {
  form: UseFormReturnType<WorkflowValues>;
  stepIndex: number;
  taskIndex: number;
  taskCount: number;
  /** How the step is called in labels ("Disclosures", or its number while unnamed). */
  stepName: string;
  knownTags: readonly string[];
}

/** The title of a task: its name, else its loan tab's label, else its key. */
export function taskTitle(task: { name: string; featureKey: string }): string {
  return task.name.trim() || tabLabel(task.featureKey.trim()) || task.featureKey.trim() || 'New task';
}

/** One task of a step: what it is (feature key, name), the rules that show, hold and complete it, and its documents. */
export function TaskCard({ form, stepIndex, taskIndex, taskCount, stepName, knownTags }: TaskCardProps) {
  const task = form.getValues().steps[stepIndex]?.tasks[taskIndex];
  if (!task) return null;
  const path = `steps.${stepIndex}.tasks.${taskIndex}`;
  const tasksPath = `steps.${stepIndex}.tasks`;
  const name = `Step ${stepIndex + 1} task ${taskIndex + 1}`;
  const headingId = `workflow-task-${task.uid}`;
  const which = `task ${taskIndex + 1} of step ${stepName}`;
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4} size="h6" id={headingId}>
            Task {taskIndex + 1}: {taskTitle(task)}
          </Title>
          <Group gap="xs" wrap="wrap">
            <MoveButtons
              name={`${which}`}
              index={taskIndex}
              count={taskCount}
              onMove={(from, to) => form.reorderListItem(tasksPath, { from, to })}
            />
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={`Delete ${which}`}
              onClick={() => form.removeListItem(tasksPath, taskIndex)}
            >
              Delete
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Autocomplete
            label="Feature"
            aria-label={`${name} feature`}
            description="The loan tab where the task is done, or another feature key"
            required
            maxLength={WORKFLOW_LIMITS.featureKey}
            data={FEATURE_KEYS}
            filter={filterFeatureKeys}
            renderOption={({ option }) => (
              <Text size="sm">
                {tabLabel(option.value)}{' '}
                <Text span size="xs" c="dimmed">
                  ({option.value})
                </Text>
              </Text>
            )}
            {...form.getInputProps(`${path}.featureKey`)}
          />
          <TextInput
            label="Name"
            aria-label={`${name} name`}
            description="What brokers read; empty: the loan tab's name"
            maxLength={WORKFLOW_LIMITS.taskName}
            {...form.getInputProps(`${path}.name`)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <RuleTagsSelect
            form={form}
            path={`${path}.displayRules`}
            label="Display rules"
            name={`${name} display rules`}
            description="The task shows when these rules pass"
            knownTags={knownTags}
          />
          <RuleTagsSelect
            form={form}
            path={`${path}.enforceRules`}
            label="Enforce rules"
            name={`${name} enforce rules`}
            description="Must pass for the task to be complete; form-field rules make up its form"
            knownTags={knownTags}
          />
          <RuleTagsSelect
            form={form}
            path={`${path}.completionRules`}
            label="Completion rules"
            name={`${name} completion rules`}
            description="The task is complete when these pass"
            knownTags={knownTags}
          />
        </SimpleGrid>
        <DocumentRows form={form} stepIndex={stepIndex} taskIndex={taskIndex} />
      </Stack>
    </Paper>
  );
}
