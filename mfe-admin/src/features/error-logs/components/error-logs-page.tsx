import { ListFooter } from '../../../components/list-footer';
import { Paper, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadErrorAlert, PageHeader, PageLoader, problemMessage } from 'shared-ui';
import { pageCount } from '../../../components/page-count';
import { useGetErrorLogsQuery } from '../api/get-error-logs';
import { type ErrorLogsView, errorLogsQuery, errorLogsViewFromParams, errorLogsViewParams } from '../state/error-logs-view';
import { ErrorLogFilters } from './error-log-filters';
import { ErrorLogsTable } from './error-logs-table';

export const ERROR_LOGS_LOAD_ERROR = 'The error log could not be loaded';

const filtered = (view: ErrorLogsView) => Boolean(view.source || view.kind || view.search || view.from || view.to);

function ErrorLogList({ view, onViewChange }: { view: ErrorLogsView; onViewChange: (view: ErrorLogsView) => void }) {
  const list = useGetErrorLogsQuery(errorLogsQuery(view));
  if (list.isLoading) return <PageLoader label="Loading the error log" />;
  if (list.isError || !list.data) {
    return <LoadErrorAlert title={ERROR_LOGS_LOAD_ERROR} message={problemMessage(list.error)} onRetry={() => void list.refetch()} />;
  }
  const { data: entries, total, pageSize } = list.data;
  if (entries.length === 0) {
    return filtered(view) ? (
      <EmptyState title="No errors match" description="Change the filters or the days." />
    ) : (
      <EmptyState title="No errors recorded" description="Errors users meet in the portal, and the services' failures, appear here." />
    );
  }
  const pages = pageCount(total, pageSize);
  return (
    <Stack gap="sm" aria-busy={list.isFetching}>
      <ErrorLogsTable entries={entries} />
      <ListFooter
        countLabel={total === 1 ? '1 error' : `${total.toLocaleString('en-US')} errors`}
        page={view.page}
        pages={pages}
        onPage={(page) => onViewChange({ ...view, page })}
        pagesLabel="Error log pages"
      />
    </Stack>
  );
}

/**
 * /admin/error-logs: what went wrong where users could see it, newest first: pages that crashed,
 * remotes that did not load, unhandled rejections and script errors in browsers, and the services'
 * 5xx answers, each with its route, user, build, request id and stack (secrets removed).
 */
export default function ErrorLogsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = errorLogsViewFromParams(searchParams);
  const show = (next: ErrorLogsView) => setSearchParams(errorLogsViewParams(next));
  return (
    <>
      <PageHeader title="Error Logs" description="Errors users met in the portal and the services' failures, newest first." />
      <Stack gap="md">
        <ErrorLogFilters view={view} onChange={show} />
        <Paper withBorder radius="md" p="md" component="section" aria-label="Error log">
          <ErrorLogList view={view} onViewChange={show} />
        </Paper>
      </Stack>
    </>
  );
}
