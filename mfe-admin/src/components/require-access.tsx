import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, PageLoader, useProfile, useRoles, type Roles } from 'shared-ui';

export interface RequireAccessProps {
  /** Whether the signed-in user's roles open this page. */
  allow: (roles: Roles) => boolean;
  /** Who the page is for, finishing "This page is for …". */
  audience: string;
  children: ReactNode;
}

/**
 * Renders the page only for the roles it is meant for; others see a clear "not authorised" state.
 * The server checks every call as well: this only spares users a page of errors.
 */
export function RequireAccess({ allow, audience, children }: RequireAccessProps) {
  const { isLoading, isError } = useProfile();
  const roles = useRoles();
  if (isLoading) return <PageLoader />;
  if (isError || !allow(roles)) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState title="Not authorised" description={`This page is for ${audience}. Ask an administrator if you need access.`} />
      </Paper>
    );
  }
  return <>{children}</>;
}
