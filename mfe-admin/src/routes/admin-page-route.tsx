import { Button, Paper } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, PageHeader, linkTo } from 'shared-ui';
import { allAdminPages } from '../config/admin-pages';

/** /admin/**: an admin page whose editor is not built yet says so, and links back to the checklist. */
export default function AdminPageRoute() {
  const { pathname } = useLocation();
  const page = allAdminPages().find((candidate) => candidate.path === pathname.replace(/\/$/, ''));
  return (
    <>
      {page ? (
        <>
          <PageHeader title={page.label} description={page.summary} />
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              title={`${page.label} cannot be edited here yet`}
              description="This settings page is not available in the portal yet. The checklist shows whether its setting has been saved."
              action={
                <Button component={Link} to={linkTo('admin')} variant="light">
                  Back to the checklist
                </Button>
              }
            />
          </Paper>
        </>
      ) : (
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
      )}
    </>
  );
}
