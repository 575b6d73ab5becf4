import { Alert, Badge, Button, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ChatTestRun, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn, loadErrorOf, PageHeader, problemOf, showErrorToast, showToast } from 'shared-ui';
import { useGetChatTestRunsQuery } from '../../api/get-chat-test-runs';
import { useStartChatTestRunMutation } from '../../api/start-chat-test-run';
import { useTestRunUpdates } from '../../hooks/use-test-run-updates';
import { isActive, progressLabel, RUN_STATUS_COLORS, RUN_STATUS_LABELS } from '../../state/test-run-labels';
import { TestRunDetail } from './test-run-detail';

export const RUNS_LOAD_ERROR = 'The test runs could not be loaded';
export const RUN_IN_PROGRESS = 'A run is already in progress';

const when = (run: ChatTestRun) => formatInstantDateTime(run.createdAt) ?? run.createdAt;

function RunProgress({ run }: { run: ChatTestRun }) {
  const label = progressLabel(run.done, run.total);
  return (
    <Stack gap={4} miw={160}>
      <Progress value={run.total === 0 ? 0 : (run.done / run.total) * 100} aria-label={`Progress of the run of ${when(run)}`} animated />
      <Text size="xs">{label}</Text>
    </Stack>
  );
}

function runColumns(onOpen: (run: ChatTestRun) => void): DataTableColumn<ChatTestRun>[] {
  return [
    {
      key: 'createdAt',
      title: 'Started',
      render: (run) => (
        <Button variant="subtle" size="compact-sm" onClick={() => onOpen(run)} aria-label={`Open the run of ${when(run)}`}>
          {when(run)}
        </Button>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (run) => (
        <Badge color={RUN_STATUS_COLORS[run.status]} variant="light">
          {RUN_STATUS_LABELS[run.status]}
        </Badge>
      ),
    },
    { key: 'provider', title: 'Provider', render: (run) => <Text size="sm">{run.provider}</Text> },
    { key: 'startedBy', title: 'Started by', render: (run) => <Text size="sm">{run.startedBy}</Text> },
    {
      key: 'passed',
      title: 'Passed',
      render: (run) => (isActive(run) ? <RunProgress run={run} /> : <Text size="sm">{progressLabel(run.passed, run.total)}</Text>),
    },
  ];
}

/**
 * /admin/ai/tests: runs every enabled test case against the assistant (one run at a time), lists
 * the runs newest first with their progress live (`test-run-update`), and shows a run's results
 * (`?run=` names it; the newest by default) with what changed since the run before.
 */
export default function AssistantTestRunsPage() {
  useTestRunUpdates();
  const runs = useGetChatTestRunsQuery();
  const [start, starting] = useStartChatTestRunMutation();
  const [params, setParams] = useSearchParams();
  const [inProgress, setInProgress] = useState(false);
  const selectedId = params.get('run') ?? runs.data?.[0]?.id ?? null;

  const runAll = async () => {
    setInProgress(false);
    try {
      const run = await start().unwrap();
      showToast('success', 'Run started', `${run.total.toLocaleString('en-US')} test cases are being asked; the list shows the progress.`);
      setParams({ run: run.id });
    } catch (error) {
      if (problemOf(error)?.status === 409) setInProgress(true);
      else showErrorToast(error, 'The run was not started');
    }
  };

  return (
    <>
      <PageHeader
        title="Test Runs"
        description="Ask the assistant every enabled test case and see which replies pass, and what changed since the last run."
        actions={
          <Button onClick={() => void runAll()} loading={starting.isLoading}>
            Run all cases
          </Button>
        }
      />
      <Stack gap="md">
        {inProgress && (
          <Alert color="yellow" title={RUN_IN_PROGRESS} withCloseButton closeButtonLabel="Dismiss" onClose={() => setInProgress(false)}>
            Wait for it to finish before starting another; its progress is shown below.
          </Alert>
        )}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="test-runs-heading">
          <Title order={2} size="h3" id="test-runs-heading" mb="sm">
            Runs
          </Title>
          <DataTable<ChatTestRun>
            label="Test runs"
            records={runs.data}
            rowKey={(run) => run.id}
            columns={runColumns((run) => setParams({ run: run.id }))}
            error={loadErrorOf(runs, RUNS_LOAD_ERROR)}
            loadingLabel="Loading the test runs"
            empty={{ title: 'No runs yet', description: 'Run all cases to see how the assistant answers them.' }}
            minWidth={760}
            rowAttributes={(run) => ({ 'aria-current': run.id === selectedId ? 'true' : undefined })}
          />
        </Paper>
        {selectedId && (
          <Paper withBorder radius="md" p="md" component="section" aria-label="Run results">
            <TestRunDetail key={selectedId} runId={selectedId} />
          </Paper>
        )}
      </Stack>
    </>
  );
}
