import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadErrorAlert, problemMessage, useBusEvent } from 'shared-ui';
import { useGetLoansQuery } from '../api/get-loans';
import {
  DEFAULT_PIPELINE_VIEW,
  isFiltered,
  queryOf,
  searchParamsOf,
  viewFromSearchParams,
  withFilter,
  withSort,
  type PipelineView,
} from '../state/pipeline-view';
import { PipelineFilters } from './pipeline-filters';
import { PipelineTable } from './pipeline-table';

export interface LoanPipelineProps {
  showOrganization: boolean;
  /** What an empty pipeline says, and the action it offers. */
  empty: { title: string; description: string; action?: ReactNode };
}

/**
 * The pipeline from services: searched, filtered, sorted and paged there, with the user's choice
 * kept in the URL; kept current by the `loan-update` events the host republishes.
 */
export function LoanPipeline({ showOrganization, empty }: LoanPipelineProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewFromSearchParams(searchParams);
  const show = useCallback((next: PipelineView) => setSearchParams(searchParamsOf(next)), [setSearchParams]);
  const loans = useGetLoansQuery(queryOf(view));
  useBusEvent('socket:loan-update', () => void loans.refetch());

  const result = loans.data;
  const nothingAtAll = result?.total === 0 && !isFiltered(view) && !view.includeClosed;
  if (nothingAtAll) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      </Paper>
    );
  }
  // The filters keep one place in the tree, so the search box keeps what is being typed while rows reload.
  return (
    <>
      <PipelineFilters view={view} onChange={(change) => show(withFilter(view, change))} onClear={() => show(DEFAULT_PIPELINE_VIEW)} />
      {pipelineRows()}
    </>
  );

  function pipelineRows(): ReactNode {
    if (loans.isLoading) {
      return (
        <Stack gap="xs" role="status" aria-label="Loading loans">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={44} radius="sm" />
          ))}
        </Stack>
      );
    }
    if (loans.isError || !result) {
      return (
        <LoadErrorAlert
          title="The pipeline could not be loaded"
          message={problemMessage(loans.error)}
          onRetry={() => void loans.refetch()}
        />
      );
    }
    if (result.total === 0) {
      return (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            title="No loans match these filters"
            description="Change the search or the filters, or clear them to see the whole pipeline."
            action={
              <Button variant="light" onClick={() => show(DEFAULT_PIPELINE_VIEW)}>
                Clear filters
              </Button>
            }
          />
        </Paper>
      );
    }
    return (
      <Paper withBorder radius="md">
        <PipelineTable
          loans={result.items}
          showOrganization={showOrganization}
          page={result.page}
          pageCount={Math.max(1, Math.ceil(result.total / result.pageSize))}
          total={result.total}
          onPageChange={(page) => show({ ...view, page })}
          sort={view.sort}
          order={view.order}
          onSort={(sort) => show(withSort(view, sort))}
          busy={loans.isFetching}
        />
      </Paper>
    );
  }
}
