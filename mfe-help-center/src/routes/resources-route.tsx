import { Button, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, PageHeader, linkTo } from 'shared-ui';

/** /resources/{pageSlug}: resource pages are written by administrators; none are published yet. */
export default function ResourcesRoute() {
  return (
    <>
      <PageHeader title="Resources" description="Rate sheets, forms and reference material." />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          title="No resources published yet"
          description="Resource pages appear here once your lender publishes them. Release notes are already available."
          action={
            <Button component={Link} to={linkTo('changelogs')} variant="light">
              Changelogs
            </Button>
          }
        />
      </Paper>
    </>
  );
}
