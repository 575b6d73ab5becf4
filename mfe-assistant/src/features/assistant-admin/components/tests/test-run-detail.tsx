import { Alert, Badge, List, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type ChatTestRunDetail, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn, LoadErrorAlert, PageLoader, problemMessage } from 'shared-ui';
import { useGetChatTestRunQuery } from '../../api/get-chat-test-run';
import { durationLabel } from '../../state/assistant-labels';
import { CHANGE_COLORS, CHANGE_LABELS, changeSummary, isActive, progressLabel, RUN_STATUS_LABELS } from '../../state/test-run-labels';

export const RUN_LOAD_ERROR = 'The run could not be loaded';

type RunResult = ChatTestRunDetail['data']['results'][number];

/** A case that passes now and failed before, or the other way round. */
const isTurning = (result: RunResult) => result.change === 'fixed' || result.change === 'broke';

const RESULT_COLUMNS: DataTableColumn<RunResult>[] = [
  { key: 'question', title: 'Question', cellStyle: { maxWidth: 360 }, render: (result) => <Text size="sm">{result.question}</Text> },
  {
    key: 'passed',
    title: 'Result',
    render: (result) => (
      <Badge color={result.passed ? 'green' : 'red'} variant="light">
        {result.passed ? 'Passed' : 'Failed'}
      </Badge>
    ),
  },
  {
    key: 'failures',
    title: 'Failures',
    cellStyle: { maxWidth: 320 },
    render: (result) =>
      result.failures.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <List size="sm">
          {result.failures.map((failure) => (
            <List.Item key={failure}>{failure}</List.Item>
          ))}
        </List>
      ),
  },
  {
    key: 'change',
    title: 'Change',
    render: (result) => (
      <Badge color={CHANGE_COLORS[result.change]} variant={isTurning(result) ? 'filled' : 'light'}>
        {CHANGE_LABELS[result.change]}
      </Badge>
    ),
  },
  { key: 'latencyMs', title: 'Latency', render: (result) => <Text size="sm">{durationLabel(result.latencyMs)}</Text> },
];

/** One run's results: each case passed or failed, why, how it changed since the run before, and how long it took. */
export function TestRunDetail({ runId }: { runId: string }) {
  const detail = useGetChatTestRunQuery(runId);
  const [failedOnly, setFailedOnly] = useState(false);
  if (detail.isLoading) return <PageLoader label="Loading the run" />;
  if (detail.isError || !detail.data) {
    return <LoadErrorAlert title={RUN_LOAD_ERROR} message={problemMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  }
  const { run, results } = detail.data;
  const shown = failedOnly ? results.filter((result) => !result.passed) : results;
  const when = formatInstantDateTime(run.createdAt) ?? run.createdAt;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Run of {when}
      </Title>
      <Text size="sm">
        {RUN_STATUS_LABELS[run.status]} · {run.provider} · started by {run.startedBy} · {progressLabel(run.passed, run.total)} passed
      </Text>
      {run.error && (
        <Alert color="red" title="The run stopped">
          {run.error}
        </Alert>
      )}
      {isActive(run) && (
        <Text size="sm" c="dimmed">
          {progressLabel(run.done, run.total)} cases answered so far.
        </Text>
      )}
      <Text size="sm">Since the last run: {changeSummary(results)}</Text>
      <Switch label="Failed only" checked={failedOnly} onChange={(event) => setFailedOnly(event.currentTarget.checked)} />
      <DataTable<RunResult>
        label="Results of the run"
        records={shown}
        rowKey={(result) => result.caseId}
        columns={RESULT_COLUMNS}
        empty={failedOnly ? 'No case failed.' : 'No results yet.'}
        minWidth={760}
        highlightOnHover={false}
        rowStyle={(result) =>
          isTurning(result) ? { background: `var(--mantine-color-${CHANGE_COLORS[result.change]}-light)` } : undefined
        }
      />
    </Stack>
  );
}
