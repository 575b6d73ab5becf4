export interface Crumb {
  label: string;
  to: string;
}

const HOST_AREAS: Record<string, string> = { settings: 'Account Settings', resources: 'Resources' };

function humanize(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Breadcrumbs for a path: the first segment named after the area that owns it (the remote's
 * label from remotes.json, or the host's own area), the rest humanised.
 */
export function crumbsFor(pathname: string, areaLabel: string | null): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    label: index === 0 ? HOST_AREAS[segment] ?? areaLabel ?? humanize(segment) : humanize(segment),
    to: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
