export interface Crumb {
  label: string;
  /** null for an area that has no page of its own at that path. */
  to: string | null;
}

const HOST_AREAS: Record<string, string> = { settings: 'Account Settings', resources: 'Resources' };

function humanize(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Breadcrumbs for a path: the owning area first (a host area, or the remote's label from
 * remotes.json), then the path below it, humanised. When the first segment merely names the
 * area (`/loan` in "Loans", `/admin` in "Administration") it becomes the area crumb itself.
 * `labels` names record paths the owning remote has loaded (`/loan/abc` → "Loan 260001001").
 */
export function crumbsFor(pathname: string, areaLabel: string | null, labels: Readonly<Record<string, string>> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const [first] = segments;
  const area = HOST_AREAS[first] ?? areaLabel;
  const pathCrumbs = segments.map((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    return { label: labels[to] ?? humanize(segment), to };
  });
  if (!area) return pathCrumbs;
  const firstNamesArea = HOST_AREAS[first] !== undefined || area.toLowerCase().startsWith(first.toLowerCase());
  if (firstNamesArea) return [{ label: area, to: `/${first}` }, ...pathCrumbs.slice(1)];
  return [{ label: area, to: null }, ...pathCrumbs];
}
