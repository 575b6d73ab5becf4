import { Accordion, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LOAN_TAB_LABELS, WORKFLOW_VARIANT_LABELS, flattenLoanTabs, type LoanWorkflowStep, type LoanWorkflowTask } from 'shared-rules';
import { EmptyState, LoadErrorAlert, problemMessage } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { useGetLoanWorkflowQuery } from '../api/get-loan-workflow';
import { TASK_STATE_LABELS, documentCountLabel, taskTabLink, taskUploadLink } from '../state/task-display';

/** Why a step whose shown tasks are all done is not complete yet: tasks its rules hide for this loan. */
function hiddenTasksText(count: number): string {
  return count === 1
    ? 'This step also waits on a task that is not shown for this loan.'
    : `This step also waits on ${count} tasks that are not shown for this loan.`;
}

function stepStatus(step: LoanWorkflowStep): { label: string; color: string } {
  if (step.current) return { label: 'Current step', color: 'blue' };
  return step.complete ? { label: 'Complete', color: 'green' } : { label: 'Not started', color: 'gray' };
}

function TaskItem({ loanId, task, openTabs }: { loanId: string; task: LoanWorkflowTask; openTabs: readonly string[] }) {
  const state = TASK_STATE_LABELS[task.state];
  const tab = taskTabLink(loanId, task, openTabs);
  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={`${task.label}: ${state.label}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Group gap="xs">
            <Badge color={state.color} variant="light">
              {state.label}
            </Badge>
            <Text fw={500}>{task.label}</Text>
          </Group>
          {task.problems.length > 0 && (
            <List size="sm" c="dimmed" aria-label="What is missing">
              {task.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          )}
          {task.documents.length > 0 && (
            <Stack gap={4}>
              {task.oneOfDocuments && (
                <Text size="sm" c="dimmed">
                  Any one of these documents completes the task.
                </Text>
              )}
              {task.documents.map((document) => (
                <Group key={document.key} gap="xs">
                  <Text size="sm">
                    {document.key}
                    {document.folderName ? ` (${document.folderName})` : ''}: {documentCountLabel(document)}
                  </Text>
                  {!document.complete || document.optional ? (
                    <Button
                      component={Link}
                      to={taskUploadLink(loanId, document)}
                      size="compact-xs"
                      variant="light"
                      aria-label={`Upload ${document.key} for "${task.label}"`}
                    >
                      Upload
                    </Button>
                  ) : null}
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
        {tab && (
          <Button
            component={Link}
            to={tab.href}
            variant="default"
            size="xs"
            aria-label={`Open ${LOAN_TAB_LABELS[tab.tab]} for "${task.label}"`}
          >
            Open {LOAN_TAB_LABELS[tab.tab]}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The Workflow tab: the loan's steps with the current one open, each visible task with its state,
 * what it still needs (failing rules, documents counted "1 of 2") and where it is done. Evaluated
 * on the server; read again when the loan or its documents change (see the loan route).
 */
export default function WorkflowTab({ loan }: LoanTabProps) {
  const workflow = useGetLoanWorkflowQuery(loan.id);
  const openTabs = flattenLoanTabs(loan.frame.tabs);

  if (workflow.isLoading) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading workflow">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={52} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (!workflow.data) {
    return (
      <LoadErrorAlert
        title="The workflow could not be loaded"
        message={problemMessage(workflow.error)}
        onRetry={() => void workflow.refetch()}
      />
    );
  }
  const { steps, currentStep, configured, variant } = workflow.data;
  if (!configured || steps.length === 0) {
    return (
      <EmptyState
        title="No workflow is set up for this loan"
        description={`${variant ? `${WORKFLOW_VARIANT_LABELS[variant]} loans have` : 'This loan has'} no workflow steps yet. An administrator sets them on the Workflow settings page.`}
      />
    );
  }
  const currentIndex = steps.findIndex((step) => step.current);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3">
          Workflow
        </Title>
        <Text size="sm" c="dimmed">
          {/* Once every shown step is complete, the current step is the workflow's last, which may not be shown. */}
          {currentIndex >= 0 ? `Step ${currentIndex + 1} of ${steps.length}: ` : 'Current step: '}
          <strong>{currentStep}</strong>
        </Text>
      </Group>
      {/* Items are valued by position: Mantine builds element ids from the value, and step names have spaces ("Purchase review"). */}
      <Accordion multiple defaultValue={currentIndex >= 0 ? [`step-${currentIndex}`] : []} variant="separated" chevronPosition="left">
        {steps.map((step, index) => {
          const status = stepStatus(step);
          const done = step.tasks.filter((task) => task.state === 'complete').length;
          return (
            <Accordion.Item key={step.name} value={`step-${index}`}>
              <Accordion.Control aria-current={step.current ? 'step' : undefined}>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text fw={step.current ? 700 : 500}>
                    {index + 1}. {step.name}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {done} of {step.tasks.length} tasks complete
                    </Text>
                    <Badge color={status.color} variant={step.current ? 'filled' : 'light'}>
                      {status.label}
                    </Badge>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {step.hiddenTasksOpen > 0 && (
                  <Text size="sm" c="dimmed" mb="xs">
                    {hiddenTasksText(step.hiddenTasksOpen)}
                  </Text>
                )}
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Tasks of ${step.name}`}>
                  {step.tasks.map((task) => (
                    <TaskItem key={task.featureKey} loanId={loan.id} task={task} openTabs={openTabs} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
