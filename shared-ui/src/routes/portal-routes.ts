import type { LoanTabPath } from 'shared-rules';

/** Pages of `/settings/{page}` (account settings, owned by the host). */
export type AccountSettingsPage = 'profile' | 'password' | 'preferences' | 'credentials' | 'encompass';

/** Pages of `/admin/settings/{page}`, as the specification's routes table lists them. */
export type AdminSettingsPage =
  | 'email-settings'
  | 'integrations'
  | 'partners'
  | 'loan-folders'
  | 'loan-upload'
  | 'workflow'
  | 'banner'
  | 'branding'
  | 'company-information'
  | 'mortgagee-clause'
  | 'mfa-settings'
  | 'general-settings'
  | 'help-center'
  | 'help-pages'
  | 'documents'
  | 'conditions'
  | 'aus-settings'
  | 'disclosure-message'
  | 'audit';

/** The other admin pages directly under `/admin`. */
export type AdminPage =
  | 'content-pages'
  | 'field-rules'
  | 'field-rules/audit'
  | 'users'
  | 'assets'
  | 'changelogs'
  | 'tenants'
  | 'error-logs';

export type AdminKnowledgeSection = 'documents' | 'pages' | 'analytics' | 'taxonomy';
export type AdminAssistantSection = 'conversations' | 'tools' | 'test-cases' | 'tests' | 'settings';

/**
 * What each route of the portal takes to build a link: the names in its pattern are path
 * parameters, every other key is a query parameter. `void` routes take nothing.
 */
export interface PortalRouteArgs {
  login: void;
  pipeline: void;
  dashboard: void;
  quickPricer: void;
  contactSupport: void;
  chatHistory: void;
  chatConversation: { conversationId: string };
  knowledge: void;
  knowledgeDocument: { id: string };
  knowledgePage: { type: string; slug: string };
  training: void;
  trainingPage: { pageSlug: string };
  resources: void;
  resourcesPage: { pageSlug: string };
  /** Release notes, optionally opened at a year and month (1-12). */
  changelogs: { year?: number; month?: number };
  /** `task` and `folder` open the Documents tab ready to upload a workflow task's document. */
  loan: { loanId: string; tab: LoanTabPath; task?: string; folder?: string };
  aePipeline: void;
  /** Broker Contacts, optionally filtered to one organisation. */
  brokerContacts: { orgId?: string };
  brokerCompanies: void;
  accountSettings: { page: AccountSettingsPage };
  admin: void;
  adminSettings: { page: AdminSettingsPage };
  adminPage: { page: AdminPage };
  adminKnowledge: { section: AdminKnowledgeSection };
  adminAssistant: void;
  adminAssistantSection: { section: AdminAssistantSection };
}

export type PortalRouteName = keyof PortalRouteArgs;

/**
 * The specification's routes table. `:name` is one path segment (encoded, `/` included);
 * `:name*` may span segments (a loan tab such as `preview/request`), each encoded on its own.
 */
export const PORTAL_ROUTE_PATTERNS: { readonly [R in PortalRouteName]: string } = {
  login: '/login',
  pipeline: '/pipeline',
  dashboard: '/dashboard',
  quickPricer: '/quick-pricer',
  contactSupport: '/contact-support',
  chatHistory: '/chat-history',
  chatConversation: '/chat-history/:conversationId',
  knowledge: '/knowledge',
  knowledgeDocument: '/knowledge/document/:id',
  knowledgePage: '/knowledge/:type/:slug',
  training: '/training',
  trainingPage: '/training/:pageSlug',
  resources: '/resources',
  resourcesPage: '/resources/:pageSlug',
  changelogs: '/resources/changelogs',
  loan: '/loan/:loanId/:tab*',
  aePipeline: '/ae-pipeline',
  brokerContacts: '/ae-pipeline/users',
  brokerCompanies: '/ae-pipeline/orgs',
  accountSettings: '/settings/:page',
  admin: '/admin',
  adminSettings: '/admin/settings/:page',
  adminPage: '/admin/:page*',
  adminKnowledge: '/admin/knowledge/:section',
  adminAssistant: '/admin/ai',
  adminAssistantSection: '/admin/ai/:section',
};

type RouteArgsParameter<R extends PortalRouteName> = PortalRouteArgs[R] extends void
  ? []
  : Record<string, never> extends PortalRouteArgs[R]
    ? [args?: PortalRouteArgs[R]]
    : [args: PortalRouteArgs[R]];

type ArgValue = string | number | boolean | null | undefined;

const PARAM = /:([A-Za-z]+)(\*?)/g;

function segmentsOf(route: string, name: string, value: string): string {
  const segments = value.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`linkTo('${route}'): "${name}" must be path segments, got "${value}"`);
  }
  return segments.map(encodeURIComponent).join('/');
}

/**
 * The link to `route` with its parameters filled in and encoded: `linkTo('loan', { loanId, tab: 'documents' })`
 * → `/loan/{loanId}/documents`; keys not in the pattern become the query string, in the order
 * given (undefined, null and '' are left out): `linkTo('brokerContacts', { orgId })`. Throws when
 * a path parameter is missing or empty, which the types already refuse.
 */
export function linkTo<R extends PortalRouteName>(route: R, ...[args]: RouteArgsParameter<R>): string {
  const values: Record<string, ArgValue> = { ...(args as Record<string, ArgValue> | undefined) };
  const path = PORTAL_ROUTE_PATTERNS[route].replace(PARAM, (_match, name: string, multi: string) => {
    const value = values[name];
    delete values[name];
    if (value === undefined || value === null || value === '') throw new Error(`linkTo('${route}'): "${name}" is required`);
    return multi ? segmentsOf(route, name, String(value)) : encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
