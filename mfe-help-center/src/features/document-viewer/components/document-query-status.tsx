import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, LoadErrorAlert, problemMessage } from 'shared-ui';
import { VIEWER_TEXTS } from '../state/viewer-texts';

/** The part of an RTK Query result the viewer's status reads. */
export interface DocumentQueryLike<D = unknown> {
  currentData?: D;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

/**
 * The document to show: the last one read, unless services now answer 404 (withdrawn, or no
 * longer visible to the reader). A passing failure while reading it again keeps it on screen.
 */
export function shownDocument<D>(query: DocumentQueryLike<D>): D | undefined {
  return query.isError && isNotFound(query.error) ? undefined : query.currentData;
}

/**
 * Why a document is not shown yet: loading, "Document not found" (services answer 404 for a
 * document that is absent or not visible to the reader), or another failure with Retry.
 */
export function DocumentQueryStatus({ query, notFoundAction }: { query: DocumentQueryLike; notFoundAction?: ReactNode }) {
  if (query.isError && isNotFound(query.error)) {
    return <EmptyState title={VIEWER_TEXTS.notFound} description={VIEWER_TEXTS.notFoundDescription} action={notFoundAction} />;
  }
  if (query.isError) {
    return (
      <LoadErrorAlert title="The document could not be loaded" message={problemMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Center py="xl" role="status" aria-label="Loading document">
      <Loader size="sm" />
    </Center>
  );
}
