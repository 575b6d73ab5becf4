import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-ui';

export function NotFoundPage() {
  return (
    <EmptyState
      title="Page not found"
      description="The address may be mistyped, or the page has moved."
      action={
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      }
    />
  );
}
