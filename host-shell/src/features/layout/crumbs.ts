import { pageTitleAt } from 'shared-ui';
import type { CrumbArea } from './host-areas';

export interface Crumb {
  label: string;
  /** null for an area that has no page of its own. */
  to: string | null;
}

/**
 * Breadcrumbs for a path: the area of its first segment (a host area, or the remote that owns
 * it), then each page along the path by what it is called. A crumb's name is what the remote that
 * loaded a record calls it (`labels`: `/loan/abc` → "Loan 260001001"), else the title its area's
 * route declares for that path. Addresses that are no page of their own (`/loan`,
 * `/knowledge/document`) get no crumb; the current page falls back to the page that renders it.
 * A name never comes from the address itself, and a crumb that repeats the one before it is left out.
 */
export function crumbsFor(
  pathname: string,
  areaOf: (path: string) => CrumbArea | null,
  labels: Readonly<Record<string, string>> = {},
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const area = areaOf(`/${segments[0]}`);
  const crumbs: Crumb[] = area ? [{ label: area.label, to: area.home }] : [];
  segments.forEach((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const pages = areaOf(path)?.pages;
    const current = index === segments.length - 1;
    const label = labels[path] ?? (pages ? pageTitleAt(pages, path, { ownPage: !current }) : null);
    if (label && crumbs.at(-1)?.label !== label) crumbs.push({ label, to: path });
  });
  return crumbs;
}
