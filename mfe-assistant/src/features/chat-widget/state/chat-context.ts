import type { ChatContext, Profile } from 'shared-rules';
import { PORTAL_ROUTE_PATTERNS, rolesOf, type PortalRouteName } from 'shared-ui';

/** The page type of a path that matches none of the portal's routes. */
export const OTHER_PAGE_TYPE = 'other';

/** What the chat contract accepts as an id (`IdString`): anything else is left out rather than refused with the message. */
const ID = /^[A-Za-z0-9_.:-]{1,64}$/;

interface RouteMatch {
  route: PortalRouteName;
  params: Record<string, string>;
  /** Static segments of the pattern: the more, the more specific (`/knowledge/document/:id` beats `/knowledge/:type/:slug`). */
  staticSegments: number;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `pathname` against one pattern of the route map (`:name` one segment, `:name*` the rest), or null. */
function matchRoute(route: PortalRouteName, pathname: string): RouteMatch | null {
  const pattern = segmentsOf(PORTAL_ROUTE_PATTERNS[route]);
  const path = segmentsOf(pathname);
  const params: Record<string, string> = {};
  let staticSegments = 0;
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index];
    const segment = path[index];
    if (segment === undefined) return null;
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      staticSegments += 1;
    } else if (part.endsWith('*')) {
      params[part.slice(1, -1)] = path.slice(index).map(safeDecode).join('/');
      return { route, params, staticSegments };
    } else {
      params[part.slice(1)] = safeDecode(segment);
    }
  }
  return path.length === pattern.length ? { route, params, staticSegments } : null;
}

/**
 * Where a path is, as the chat context says it: the portal route it matches (the names of
 * shared-ui's route map, the same vocabulary as a NAVIGATE action's routeName, e.g. `pipeline`,
 * `loan`, `knowledgeDocument`), or `other`; and the loan's id on `/loan/{loanId}/…`.
 */
export function pageContextOf(pathname: string): Pick<ChatContext, 'pageType' | 'currentLoanId'> {
  let best: RouteMatch | null = null;
  for (const route of Object.keys(PORTAL_ROUTE_PATTERNS) as PortalRouteName[]) {
    const match = matchRoute(route, pathname);
    if (match && (best === null || match.staticSegments > best.staticSegments)) best = match;
  }
  if (best === null) return { pageType: OTHER_PAGE_TYPE };
  const loanId = best.route === 'loan' ? best.params.loanId : undefined;
  return loanId !== undefined && ID.test(loanId) ? { pageType: best.route, currentLoanId: loanId } : { pageType: best.route };
}

/**
 * The user's role as the chat context says it: `administrator`, `account-executive`, `internal`,
 * or for an external user `loan-officer` / `loan-processor` (their first role type), else `external`.
 * Undefined before the profile has loaded.
 */
export function userRoleOf(profile: Profile | undefined): string | undefined {
  if (!profile) return undefined;
  const roles = rolesOf(profile);
  if (roles.isAdmin) return 'administrator';
  if (roles.isAccountExecutive) return 'account-executive';
  if (roles.isInternal) return 'internal';
  const [roleType] = profile.tpoUser?.roleTypes ?? [];
  if (roleType === 'lo') return 'loan-officer';
  if (roleType === 'lp') return 'loan-processor';
  return 'external';
}

/**
 * The context sent with every message (spec: pageType, currentLoanId, organizationId, userRole):
 * the page from the path, the organisation (an external user's) and the role from the profile.
 */
export function chatContextFor(pathname: string, profile: Profile | undefined): ChatContext {
  const organizationId = profile?.tpoUser?.organization.entityId;
  const userRole = userRoleOf(profile);
  return {
    ...pageContextOf(pathname),
    ...(organizationId !== undefined && ID.test(organizationId) ? { organizationId } : {}),
    ...(userRole !== undefined ? { userRole } : {}),
  };
}
