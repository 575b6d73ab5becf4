import { Typography } from '@mantine/core';
import { Suspense, lazy, useMemo } from 'react';
import { PageHeader, PageLoader, useCrumbLabel } from 'shared-ui';
import type { TrainingPage } from './training-pages';

/** A training page shipped with the portal (compiled MDX, loaded when opened). */
export function ShippedTrainingPage({ page }: { page: TrainingPage }) {
  const Content = useMemo(() => lazy(page.load), [page]);
  useCrumbLabel(page.title);
  return (
    <>
      <PageHeader title={page.title} description={page.summary} />
      <Suspense fallback={<PageLoader label="Loading the training page" />}>
        <Typography>
          <Content />
        </Typography>
      </Suspense>
    </>
  );
}
