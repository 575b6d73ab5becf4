import { Paper, Skeleton, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { EmptyState, LoadErrorAlert, problemMessage, useBusEvent } from 'shared-ui';
import { useGetLoansQuery } from '../api/get-loans';
import { PipelineTable } from './pipeline-table';

/** Rows per pipeline page. */
export const PIPELINE_PAGE_SIZE = 25;

export interface LoanPipelineProps {
  showOrganization: boolean;
  /** What an empty pipeline says, and the action it offers. */
  empty: { title: string; description: string; action?: ReactNode };
}

/** The pipeline from services, kept current by the `loan-update` events the host republishes. */
export function LoanPipeline({ showOrganization, empty }: LoanPipelineProps) {
  const [page, setPage] = useState(1);
  const loans = useGetLoansQuery({ page, pageSize: PIPELINE_PAGE_SIZE });
  useBusEvent('socket:loan-update', () => void loans.refetch());

  if (loans.isLoading) {
    return (
      <Stack gap="xs" aria-label="Loading loans">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (loans.isError) {
    return (
      <LoadErrorAlert title="The pipeline could not be loaded" message={problemMessage(loans.error)} onRetry={() => void loans.refetch()} />
    );
  }
  const result = loans.data;
  if (!result || result.total === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
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
        onPageChange={setPage}
      />
    </Paper>
  );
}
