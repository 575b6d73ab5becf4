import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, PageHeader } from 'shared-ui';

/** A /training or /resources address that names no published page. */
export function ContentPageNotFound({ sectionLabel, sectionPath }: { sectionLabel: string; sectionPath: string }) {
  return (
    <>
      <PageHeader title={sectionLabel} />
      <EmptyState
        title="Page not found"
        description="This page does not exist or is no longer published."
        action={
          <Button component={Link} to={sectionPath} variant="light">
            Back to {sectionLabel}
          </Button>
        }
      />
    </>
  );
}
