import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { newTask, type WorkflowValues } from '../state/workflow-form-values';
import { WORKFLOW_LIMITS } from '../state/workflow-validation';
import { RuleTagsSelect } from './rule-tags-select';
import { TaskCard } from './task-card';
import { MoveButtons } from 'shared-ui';

export interface StepCardProps {
  form: UseFormReturnType<WorkflowValues>;
  index: number;
  count: number;
  knownTags: readonly string[];
  expanded: boolean;
  onExpandedChange: (open: boolean) => void;
  /** Asks before the step is deleted. */
  onDelete: () => void;
}

/** How a step is called in labels: its name, or its number while it has none. */
export const stepLabel = (name: string, index: number): string => name.trim() || `${index + 1}`;

/** The id of a step's name input (focused when the step is added). */
export const stepNameInputId = (uid: string): string => `workflow-step-name-${uid}`;

/**
 * One step of the workflow: its name and whether it is on, moved up or down or deleted from the
 * header; opened, its rules and its tasks.
 */
export function StepCard({ form, index, count, knownTags, expanded, onExpandedChange, onDelete }: StepCardProps) {
  const step = form.getValues().steps[index];
  if (!step) return null;
  const path = `steps.${index}`;
  const stepName = stepLabel(step.name, index);
  const headingId = `workflow-step-${step.uid}`;
  const panelId = `workflow-step-panel-${step.uid}`;
  const taskCount = `${step.tasks.length} ${step.tasks.length === 1 ? 'task' : 'tasks'}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={headingId}>
              Step {index + 1}: {step.name.trim() || 'New step'}
            </Title>
            {!step.enabled && (
              <Badge color="gray" variant="light">
                Disabled
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {taskCount}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <MoveButtons
              name={`step ${stepName}`}
              index={index}
              count={count}
              onMove={(from, to) => form.reorderListItem('steps', { from, to })}
            />
            <Button size="xs" variant="light" color="red" aria-label={`Delete step ${stepName}`} onClick={onDelete}>
              Delete
            </Button>
          </Group>
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            id={stepNameInputId(step.uid)}
            label="Name"
            aria-label={`Step ${index + 1} name`}
            description="Shown to brokers and in the pipeline's step filter"
            required
            maxLength={WORKFLOW_LIMITS.stepName}
            w={{ base: '100%', sm: 320 }}
            {...form.getInputProps(`${path}.name`)}
          />
          <Switch
            label="Enabled"
            aria-label={`Step ${index + 1} enabled`}
            description="A disabled step is never shown on a loan"
            {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })}
          />
        </Group>
        <Group>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            aria-label={`${expanded ? 'Hide tasks' : 'Show tasks'} of step ${stepName}`}
            onClick={() => onExpandedChange(!expanded)}
          >
            {expanded ? 'Hide tasks' : `Show tasks (${step.tasks.length})`}
          </Button>
        </Group>
        {expanded && (
          <Stack gap="sm" id={panelId}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <RuleTagsSelect
                form={form}
                path={`${path}.displayRules`}
                label="Display rules"
                name={`Step ${index + 1} display rules`}
                description="The step shows when these rules pass"
                knownTags={knownTags}
              />
              <RuleTagsSelect
                form={form}
                path={`${path}.completionRules`}
                label="Completion rules"
                name={`Step ${index + 1} completion rules`}
                description="The step is complete when these pass; empty: when its shown tasks are"
                knownTags={knownTags}
              />
            </SimpleGrid>
            {step.tasks.length === 0 && (
              <Text size="sm" c="dimmed">
                No tasks yet: a step without a shown task is not shown on a loan.
              </Text>
            )}
            {step.tasks.length > 0 && (
              <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {step.tasks.map((task, taskIndex) => (
                  <li key={task.uid}>
                    <TaskCard
                      form={form}
                      stepIndex={index}
                      taskIndex={taskIndex}
                      taskCount={step.tasks.length}
                      stepName={stepName}
                      knownTags={knownTags}
                    />
                  </li>
                ))}
              </Stack>
            )}
            <Group>
              <Button
                size="xs"
                variant="light"
                disabled={step.tasks.length >= WORKFLOW_LIMITS.tasksPerStep}
                aria-label={`Add a task to step ${stepName}`}
                onClick={() => form.insertListItem(`${path}.tasks`, newTask())}
              >
                Add task
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
