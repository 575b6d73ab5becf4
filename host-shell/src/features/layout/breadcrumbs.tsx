import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useEffect, useMemo } from 'react';
import type { Branding, RemoteEntry } from 'shared-rules';
import { pathHasPrefix, resolveRemoteForPath, selectCrumbLabels, useAppSelector, useGetSettingQuery } from 'shared-ui';
import { useRemotesConfig } from '../remotes/remotes-context';
import { useRemoteModules } from '../remotes/use-remote-modules';
import { crumbsFor } from './crumbs';
import { type CrumbArea, HOST_AREAS } from './host-areas';

/** Every path along `pathname`, shortest first (`/a/b` → `/a`, `/a/b`). */
function pathsAlong(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

const hostAreaOf = (path: string): CrumbArea | undefined => HOST_AREAS[path.split('/')[1] ?? ''];

/**
 * The area of each path along the current one: the host's own, or the remote that owns it, with
 * the pages its module declares once that module has loaded (`/ae-pipeline` is the Loans
 * remote's, `/ae-pipeline/users` the Administration remote's).
 */
function useCrumbAreas(pathname: string): (path: string) => CrumbArea | null {
  const config = useRemotesConfig();
  const owners = useMemo(() => {
    const entries = new Map<string, RemoteEntry>();
    for (const path of pathsAlong(pathname)) {
      const entry = hostAreaOf(path) ? null : resolveRemoteForPath(config, path);
      if (entry) entries.set(entry.name, entry);
    }
    return [...entries.values()];
  }, [config, pathname]);
  const modules = useRemoteModules(owners);
  return (path) => {
    const host = hostAreaOf(path);
    if (host) return host;
    const entry = resolveRemoteForPath(config, path);
    if (!entry) return null;
    const module = modules.get(entry.name);
    const area = module?.areas?.find((candidate) => pathHasPrefix(path, candidate.prefix));
    return { label: area?.label ?? entry.label, home: area?.home ?? entry.routes[0] ?? null, pages: module?.routes ?? null };
  };
}

function useBrandName(): string {
  const { data } = useGetSettingQuery('branding');
  const value = data?.value as Partial<Branding> | undefined;
  return typeof value?.brandName === 'string' ? value.brandName : 'Loan Portal';
}

/** Where the user is, under the top bar: the area, then each page along the path by what it is called. */
export function PortalBreadcrumbs() {
  const { pathname } = useLocation();
  const labels = useAppSelector(selectCrumbLabels);
  const areaOf = useCrumbAreas(pathname);
  const crumbs = crumbsFor(pathname, areaOf, labels);
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
