import { Paper, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { loadErrorOf, PageHeader } from 'shared-ui';
import { useGetErrorLogsQuery } from '../api/get-error-logs';
import {
  ERROR_LOGS_PAGE_SIZE,
  type ErrorLogsView,
  errorLogsQuery,
  errorLogsViewFromParams,
  errorLogsViewParams,
} from '../state/error-logs-view';
import { ErrorLogFilters } from './error-log-filters';
import { ErrorLogsTable } from './error-logs-table';

export const ERROR_LOGS_LOAD_ERROR = 'The error log could not be loaded';

const filtered = (view: ErrorLogsView) => Boolean(view.source || view.kind || view.search || view.from || view.to);

function ErrorLogList({ view, onViewChange }: { view: ErrorLogsView; onViewChange: (view: ErrorLogsView) => void }) {
  const list = useGetErrorLogsQuery(errorLogsQuery(view));
  return (
    <ErrorLogsTable
      entries={list.data?.data}
      error={loadErrorOf(list, ERROR_LOGS_LOAD_ERROR)}
      fetching={list.isFetching}
      empty={
        filtered(view)
          ? { title: 'No errors match', description: 'Change the filters or the days.' }
          : { title: 'No errors recorded', description: "Errors users meet in the portal, and the services' failures, appear here." }
      }
      paging={{
        page: view.page,
        pageSize: list.data?.pageSize ?? ERROR_LOGS_PAGE_SIZE,
        total: list.data?.total ?? 0,
        onPageChange: (page) => onViewChange({ ...view, page }),
        label: 'Error log pages',
        summary: ({ total }) => (total === 1 ? '1 error' : `${total.toLocaleString('en-US')} errors`),
      }}
    />
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
