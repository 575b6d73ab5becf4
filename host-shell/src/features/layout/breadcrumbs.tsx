import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import type { Branding } from 'shared-rules';
import { resolveRemoteForPath, selectCrumbLabels, useAppSelector, useGetSettingQuery } from 'shared-ui';
import { useRemotesConfig } from '../remotes/remotes-context';
import { crumbsFor } from './crumbs';

function useBrandName(): string {
  const { data } = useGetSettingQuery('branding');
  const value = data?.value as Partial<Branding> | undefined;
  return typeof value?.brandName === 'string' ? value.brandName : 'Loan Portal';
}

/** Where the user is, under the top bar: the owning area, then the path below it. */
export function PortalBreadcrumbs() {
  const { pathname } = useLocation();
  const config = useRemotesConfig();
  const labels = useAppSelector(selectCrumbLabels);
  const owner = resolveRemoteForPath(config, pathname);
  const crumbs = crumbsFor(pathname, owner ? { label: owner.label, home: owner.routes[0] ?? null } : null, labels);
  const brandName = useBrandName();
  const page = crumbs.at(-1)?.label;
  useEffect(() => {
    document.title = page ? `${page} · ${brandName}` : brandName;
  }, [page, brandName]);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" style={{ minWidth: 0 }}>
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 || crumb.to === null ? (
            <Text
              key={`current:${crumb.label}`}
              size="sm"
              c="dimmed"
              truncate
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            >
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" c="dimmed" truncate>
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
