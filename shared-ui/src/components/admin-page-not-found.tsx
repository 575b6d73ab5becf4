import { Button, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo } from '../routes/portal-routes';
import { EmptyState } from './empty-state';

/** An address under /admin/** that no admin page answers, whichever remote owns it: says so, and links back to the checklist. */
export function AdminPageNotFound() {
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
