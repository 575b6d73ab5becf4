import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, mayOpenPage, type PageAccess, PageLoader, useProfile, useRoles } from 'shared-ui';

export const NOT_AUTHORISED = 'Not authorised';

/**
 * A remote's page, opened only for those its route declares: while the profile loads, a loader;
 * for anyone else, a clear "not authorised" state, and the page's code is never fetched (the lazy
 * page is not rendered). The services check every call the page would make as well.
 */
export function PageAccessGate({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { isLoading, isError } = useProfile();
  const roles = useRoles();
  if ('signedIn' in access) return <>{children}</>;
  if (isLoading) return <PageLoader />;
  if (isError || !mayOpenPage(access, roles)) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState title={NOT_AUTHORISED} description={`This page is for ${access.audience}. Ask an administrator if you need access.`} />
      </Paper>
    );
  }
  return <>{children}</>;
}
