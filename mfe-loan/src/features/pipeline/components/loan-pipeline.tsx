import { Button, Paper } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, loadErrorOf, useBusEvent } from 'shared-ui';
import { useGetLoansQuery } from '../api/get-loans';
import {
  DEFAULT_PIPELINE_VIEW,
  PIPELINE_PAGE_SIZE,
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
      <PipelineTable
        loans={result?.items}
        showOrganization={showOrganization}
        page={result?.page ?? view.page}
        pageSize={result?.pageSize ?? PIPELINE_PAGE_SIZE}
        total={result?.total ?? 0}
        onPageChange={(page) => show({ ...view, page })}
        sort={view.sort}
        order={view.order}
        onSort={(sort) => show(withSort(view, sort))}
        busy={loans.isFetching}
        error={loadErrorOf(loans, 'The pipeline could not be loaded')}
        empty={{
          title: 'No loans match these filters',
          description: 'Change the search or the filters, or clear them to see the whole pipeline.',
          action: (
            <Button variant="light" onClick={() => show(DEFAULT_PIPELINE_VIEW)}>
              Clear filters
            </Button>
          ),
        }}
      />
    </>
  );
}
