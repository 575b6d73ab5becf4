export interface Crumb {
  label: string;
  /** null for an area that has no page of its own at that path. */
  to: string | null;
}

const HOST_AREAS: Record<string, string> = { settings: 'Account Settings', resources: 'Resources', training: 'Training' };

/** The remote that owns a path: its label, and its first route, the area's home page. */
export interface OwningArea {
  label: string;
  home: string | null;
}

function humanize(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Breadcrumbs for a path: the owning area first (a host area, or the remote's label from
 * remotes.json), then the path below it, humanised. When the first segment merely names the
 * area (`/loan` in "Loans", `/admin` in "Administration") it becomes the area crumb itself, and
 * links to the area's home (`/loan` has no page: "Loans" opens the pipeline).
 * `labels` names record paths the owning remote has loaded (`/loan/abc` → "Loan 260001001").
 */
export function crumbsFor(pathname: string, owner: OwningArea | null, labels: Readonly<Record<string, string>> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const [first] = segments;
  const hostArea = HOST_AREAS[first];
  const area = hostArea ?? owner?.label ?? null;
  const pathCrumbs = segments.map((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    return { label: labels[to] ?? humanize(segment), to };
  });
  if (!area) return pathCrumbs;
  const firstNamesArea = hostArea !== undefined || area.toLowerCase().startsWith(first.toLowerCase());
  if (firstNamesArea)
    return [{ label: area, to: hostArea === undefined && owner?.home ? owner.home : `/${first}` }, ...pathCrumbs.slice(1)];
  return [{ label: area, to: null }, ...pathCrumbs];
}
