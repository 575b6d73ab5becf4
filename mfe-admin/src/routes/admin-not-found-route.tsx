import { Button, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, linkTo } from 'shared-ui';

/** /admin/** that no admin page answers: says so, and links back to the checklist. */
export default function AdminNotFoundRoute() {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        title="Page not found"
        description="There is no admin page at this address."
        action={
          <Button component={Link} to={linkTo('admin')} variant="light">
            Back to the checklist
          </Button>
        }
      />
    </Paper>
  );
}
