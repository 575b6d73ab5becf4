import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_TRAIL_TEXTS } from 'shared-rules';
import { EmptyState, FormRefusal, LoadErrorAlert, PageLoader, problemMessage } from 'shared-ui';
import { useGetAuditTrailInfiniteQuery } from '../api/get-audit-trail';
import { useAuditTrailExport } from '../hooks/use-audit-trail-export';
import {
  type AuditTrailView,
  auditTrailQuery,
  auditTrailViewFromParams,
  periodProblem,
  withAuditTrailView,
} from '../state/audit-trail-view';
import { AuditTrailFilters } from './audit-trail-filters';
import { AuditTrailTable } from './audit-trail-table';

export const AUDIT_TRAIL_LOAD_ERROR = 'The audit trail could not be loaded';

/** The records of the filters, with "Load older" while older ones remain; nothing is asked while the days are reversed. */
function AuditTrailRecords({ view }: { view: AuditTrailView }) {
  const query = useMemo(() => auditTrailQuery(view), [view]);
  const trail = useGetAuditTrailInfiniteQuery(query);
  const entries = trail.data?.pages.flatMap((page) => page.items) ?? [];

  if (trail.isLoading) return <PageLoader label="Loading the audit trail" />;
  if (trail.isError && entries.length === 0) {
    return <LoadErrorAlert title={AUDIT_TRAIL_LOAD_ERROR} message={problemMessage(trail.error)} onRetry={() => void trail.refetch()} />;
  }
  if (entries.length === 0) {
    return (
      <EmptyState
        title={AUDIT_TRAIL_TEXTS.noMatch}
        description="Choose another person, record type or days, or clear the filters to see every record."
      />
    );
  }
  return (
    <Stack gap="sm">
      {/* Older records are added below: the rows shown are not being replaced. */}
      <AuditTrailTable entries={entries} fetching={trail.isFetching && !trail.isFetchingNextPage} />
      {trail.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          Older records could not be loaded: {problemMessage(trail.error)}
        </Text>
      )}
      {trail.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={trail.isFetchingNextPage} onClick={() => void trail.fetchNextPage()}>
            Load older
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The audit trail on /admin/settings/audit (`GET /api/admin/audit-trail`): every write recorded
 * across the portal, newest first, filtered by the address (`?actor=&entityType=&from=&to=`), and
 * exported with the same filters as CSV.
 */
export function AuditTrailSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = auditTrailViewFromParams(searchParams);
  const show = (next: AuditTrailView) => setSearchParams((current) => withAuditTrailView(current, next), { replace: true });
  const exporter = useAuditTrailExport();
  const reversed = periodProblem(view) !== null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="audit-trail-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="audit-trail-heading">
              Audit trail
            </Title>
            <Text size="sm" c="dimmed">
              Every change made in the portal, newest first: users, organizations, impersonation, settings, rules and content.
            </Text>
          </Stack>
          <Button
            variant="default"
            loading={exporter.state.status === 'exporting'}
            disabled={reversed}
            onClick={() => void exporter.download(auditTrailQuery(view))}
          >
            Export CSV
          </Button>
        </Group>
        {exporter.state.status === 'error' && (
          <FormRefusal title="The export failed" refusal={exporter.state.message} onDismiss={exporter.dismiss} />
        )}
        {exporter.state.status === 'done' && exporter.state.truncated && (
          <Alert color="yellow" title="The export is incomplete" withCloseButton closeButtonLabel="Dismiss" onClose={exporter.dismiss}>
            {exporter.truncatedText}
          </Alert>
        )}
        <AuditTrailFilters view={view} onChange={show} />
        {reversed ? (
          <Text size="sm" c="dimmed">
            Choose a last day on or after the first day to see the records.
          </Text>
        ) : (
          <AuditTrailRecords view={view} />
        )}
      </Stack>
    </Paper>
  );
}
