import { isPublicAccess, isRoleAccess, type RouteAccess } from './route-access';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Where SECURITY.md holds the generated table: everything between the two markers is replaced. */
export const ACCESS_TABLE_START = '<!-- route-access:start (generated from the routes: npm run security:routes -w services) -->';
export const ACCESS_TABLE_END = '<!-- route-access:end -->';

const ROLE_NAMES = {
  admin: 'administrators',
  'account-executive': 'account executives',
  external: 'brokers (external users)',
  internal: 'lender staff (internal users)',
} as const;

/** Who a declaration lets in, as a reviewer reads it. */
export function describeAccess(access: RouteAccess): string {
  if (isPublicAccess(access)) return `anyone: ${access.reason}`;
  if (isRoleAccess(access)) {
    const who = access.roles.map((role) => ROLE_NAMES[role]).join(' or ');
    const refused = access.readsForbidden ? 'others 403' : 'others: reads 404, writes 403';
    return `${who} (${refused})`;
  }
  return 'any signed-in user (what they reach: the access layer)';
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The markdown table of every route and who may call it, in path order: SECURITY.md keeps it, and
 * a test fails when the routes say something else (the table is generated, never written by hand).
 */
export function routeAccessTable(routes: readonly DeclaredRoute[]): string {
  const rows = [...routes]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((route) => [`\`${route.method} ${cell(route.url)}\``, cell(describeAccess(route.access))]);
  const header = ['Route', 'Who may call it'];
  // Padded as the repository's formatter prints a table, so that formatting never changes it.
  const widths = header.map((title, column) => Math.max(title.length, 3, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** `document` with the part between the markers replaced by `table`; throws when the markers are missing. */
export function withAccessTable(document: string, table: string): string {
  const start = document.indexOf(ACCESS_TABLE_START);
  const end = document.indexOf(ACCESS_TABLE_END);
  if (start < 0 || end < start) throw new Error('SECURITY.md has no route-access markers');
  return `${document.slice(0, start + ACCESS_TABLE_START.length)}\n\n${table}\n\n${document.slice(end)}`;
}
