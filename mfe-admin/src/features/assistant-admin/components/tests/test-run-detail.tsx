import { Alert, Badge, List, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatInstantDateTime } from 'shared-rules';
import { LoadErrorAlert, PageLoader, problemMessage } from 'shared-ui';
import { useGetChatTestRunQuery } from '../../api/get-chat-test-run';
import { durationLabel } from '../../state/assistant-labels';
import { CHANGE_COLORS, CHANGE_LABELS, changeSummary, isActive, progressLabel, RUN_STATUS_LABELS } from '../../state/test-run-labels';

export const RUN_LOAD_ERROR = 'The run could not be loaded';

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
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {failedOnly ? 'No case failed.' : 'No results yet.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label="Results of the run" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Question</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Failures</Table.Th>
                <Table.Th>Change</Table.Th>
                <Table.Th>Latency</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((result) => {
                const highlighted = result.change === 'fixed' || result.change === 'broke';
                return (
                  <Table.Tr key={result.caseId} bg={highlighted ? `var(--mantine-color-${CHANGE_COLORS[result.change]}-light)` : undefined}>
                    <Table.Td maw={360}>
                      <Text size="sm">{result.question}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={result.passed ? 'green' : 'red'} variant="light">
                        {result.passed ? 'Passed' : 'Failed'}
                      </Badge>
                    </Table.Td>
                    <Table.Td maw={320}>
                      {result.failures.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      ) : (
                        <List size="sm">
                          {result.failures.map((failure) => (
                            <List.Item key={failure}>{failure}</List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={CHANGE_COLORS[result.change]} variant={highlighted ? 'filled' : 'light'}>
                        {CHANGE_LABELS[result.change]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{durationLabel(result.latencyMs)}</Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
