import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { resolveRemoteForPath } from 'shared-ui';
import { useRemotesConfig } from '../remotes/remotes-context';
import { crumbsFor } from './crumbs';

/** Where the user is, under the top bar: the owning area, then the path below it. */
export function PortalBreadcrumbs() {
  const { pathname } = useLocation();
  const config = useRemotesConfig();
  const crumbs = crumbsFor(pathname, resolveRemoteForPath(config, pathname)?.label ?? null);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Text key={crumb.to} size="sm" c="dimmed" truncate aria-current="page">
            {crumb.label}
          </Text>
        ) : (
          <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" c="dimmed" truncate>
            {crumb.label}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
