import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ApiProblem } from 'shared-rules';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DeclaredRoute, routeAccessTable, withAccessTable } from '../../src/platform/access/access-table';
import {
  holdsRole,
  isPublicAccess,
  isRoleAccess,
  isUndeclarableRoute,
  type RoleAccess,
  type RouteAccess,
} from '../../src/platform/access/route-access';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase, type TestSession } from '../helpers/test-app';

/**
 * Every route the app registers, checked for its contract: input it reads is described by a
 * schema (params, querystring, body), and its successful answer by a reply schema. Routes are
 * collected as fastify registers them, so a route added later is checked without listing it.
 */

/**
 * Routes that are not portal contracts, so no rule applies, each with its reason. Nothing may be
 * added here without saying why its input and answer cannot be described.
 */
const NOT_CONTRACTS: Array<{ matches: (method: string, url: string) => boolean; reason: string }> = [
  {
    // @fastify/swagger-ui: the viewer's HTML and static files, and the generated document itself
    // (/api/docs/json, /yaml). No input; the answer is the OpenAPI document, not a portal contract.
    matches: (_method, url) => url === '/api/docs' || url.startsWith('/api/docs/'),
    reason: 'the OpenAPI viewer and document',
  },
  {
    // @fastify/cors answers every preflight itself, with headers and no body.
    matches: (method, url) => method === 'OPTIONS' && url === '*',
    reason: 'the CORS preflight',
  },
];

/** Writes whose whole request is their path, so they have no body to describe. */
const BODYLESS_WRITES = new Set([
  // The refresh token, the sign-out's and the impersonation session's token are HttpOnly cookies.
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/impersonation/end',
  // Generates a new instance sync secret: the services choose it, nobody sends one.
  'POST /api/admin/instance-sync/secret',
  // Marks one notification read: the id is in the path.
  'PATCH /api/notifications/:id/read',
  // Takes the loan's resource lock for the caller: the loan is in the path, the caller is the holder.
  'PUT /api/loans/:id/lock',
  // Signs the attachment in the path for the caller's PDF viewer.
  'POST /api/loans/:loanId/attachments/:attachmentId/pdf-item',
  // Saves the rule set's version named in the path again, as its next version.
  'POST /api/rule-sets/:id/versions/:version/restore',
  // Archives the knowledge document in the path.
  'POST /api/knowledge/documents/:id/archive',
  // Queues the extraction of the knowledge PDF in the path again.
  'POST /api/knowledge/documents/:id/extract',
  // Queues a run of every enabled assistant test case: nothing to choose.
  'POST /api/chat/admin/test-runs',
  // Rotates the webhook endpoint's secret: the services generate the new one, nobody sends one.
  'POST /api/admin/webhooks/:id/secret',
  // Sends the webhook delivery in the path again: nothing to choose.
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/replay',
  // Queues the failed email in the path for delivery again: nothing to choose.
  'POST /api/admin/outbox/:id/retry',
  // Starts the caller's two-step sign-in setup: a new secret, nothing to choose.
  'POST /api/profile/mfa/enrolment',
  // Emails the user in the path a new password link: nothing to choose.
  'POST /api/admin/users/:id/password-reset',
  // Starts acting as the user in the path: nothing else to choose.
  'POST /api/admin/users/:id/impersonate',
  // Brings the contact in the path into line with their company and account: nothing to choose.
  'POST /api/external-users/sync/:id',
]);

interface CollectedRoute {
  method: string;
  url: string;
  schema: NonNullable<RouteOptions['schema']>;
  access: RouteAccess | undefined;
  handlerSource: string;
}

const notAContract = (method: string, url: string) => NOT_CONTRACTS.some(({ matches }) => matches(method, url));

/** What is wrong with a route's schemas; empty when its contract is complete. */
function contractGaps(route: CollectedRoute): string[] {
  if (notAContract(route.method, route.url)) return [];
  const gaps: string[] = [];
  const { schema } = route;
  const hasParams = /[:*]/.test(route.url);
  if (hasParams && !schema.params) gaps.push('path parameters without a params schema');
  const bodyless = BODYLESS_WRITES.has(`${route.method} ${route.url}`);
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !bodyless && !schema.body) gaps.push(`${route.method} without a body schema`);
  // A handler that reads the query string or the body must have them described.
  if (/\.query\b/.test(route.handlerSource) && !schema.querystring) gaps.push('reads request.query without a querystring schema');
  if (/\.body\b/.test(route.handlerSource) && !schema.body) gaps.push('reads request.body without a body schema');
  const replies = Object.keys((schema.response ?? {}) as Record<string, unknown>);
  if (!replies.some((status) => /^2\d\d$/.test(status))) gaps.push('no schema for its 2xx reply');
  return gaps;
}

let database: TestDatabase;
let app: FastifyInstance;
const routes: CollectedRoute[] = [];

beforeAll(async () => {
  database = await createTestDatabase('route-schemas');
  app = await buildTestApp(database, {
    onRoute: (options) => {
      for (const method of [options.method].flat()) {
        // fastify adds a HEAD route for every GET; it shares the GET's schemas.
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: options.url,
          schema: options.schema ?? {},
          access: options.config?.access,
          handlerSource: options.handler.toString(),
        });
      }
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('every route has a complete contract', () => {
  it('collects the API routes', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/') && !notAContract(route.method, route.url));
    // The portal has about 45 routes; far fewer means routes were not collected.
    expect(api.length).toBeGreaterThan(40);
  });

  it('describes the input each route takes and its 2xx reply', () => {
    const incomplete = routes
      .map((route) => [`${route.method} ${route.url}`, contractGaps(route)] as const)
      .filter(([, gaps]) => gaps.length > 0);
    expect(incomplete).toEqual([]);
  });

  it('compiles every validator and reply serializer (compiled at first use while the portal runs)', () => {
    // At least one per route with a schema: a schema ajv or fast-json-stringify refuses throws here.
    expect(app.compilePendingSchemas()).toBeGreaterThan(routes.length / 2);
    expect(app.compilePendingSchemas()).toBe(0);
  });

  it('would catch a route that lost its schemas', () => {
    const bare: CollectedRoute = {
      method: 'PUT',
      url: '/api/things/:id',
      schema: {},
      access: undefined,
      handlerSource: '(request) => request.query.page',
    };
    expect(contractGaps(bare)).toEqual([
      'path parameters without a params schema',
      'PUT without a body schema',
      'reads request.query without a querystring schema',
      'no schema for its 2xx reply',
    ]);
  });
});

/** The routes that need a role, and which: a route that loses its requirement fails here. */
const SECURITY_DOCUMENT = join(__dirname, '..', '..', 'SECURITY.md');

/** The API routes with the access they declare (every one declares it, or the app would not have started). */
function declaredRoutes(): DeclaredRoute[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !isUndeclarableRoute(route.method, route.url))
    .map((route) => {
      if (!route.access) throw new Error(`${route.method} ${route.url} declares no access`);
      return { method: route.method, url: route.url, access: route.access };
    });
}

describe('route access is declared on the route', () => {
  const callers = ['lo@summit.test', 'ops@lender.test', 'ae.jordan@lender.test', 'admin@lender.test'];
  const tokens: Record<string, TestSession> = {};

  beforeAll(async () => {
    for (const email of callers) tokens[email] = await login(app, email);
  });

  it('is the table in SECURITY.md, generated from the routes (UPDATE_ROUTE_ACCESS_TABLE=1 writes it)', () => {
    const generated = withAccessTable(readFileSync(SECURITY_DOCUMENT, 'utf8'), routeAccessTable(declaredRoutes()));
    if (process.env.UPDATE_ROUTE_ACCESS_TABLE === '1') writeFileSync(SECURITY_DOCUMENT, generated);
    expect(readFileSync(SECURITY_DOCUMENT, 'utf8')).toBe(generated);
  });

  it('asks for a signed-in user on every route that is not public, before reading its input', async () => {
    for (const route of declaredRoutes().filter((candidate) => !isPublicAccess(candidate.access))) {
      const response = await app.inject({
        method: route.method as 'GET' | 'PUT' | 'POST',
        url: route.url.replace(/:\w+/g, 'any-id'),
        ...(route.method === 'GET' ? {} : { payload: { unexpected: true } }),
      });
      expect([route.method, route.url, response.statusCode]).toEqual([route.method, route.url, 401]);
    }
  });

  it('refuses every caller without a required role before reading the input (reads 404, writes 403)', async () => {
    const guarded = declaredRoutes().filter((route): route is DeclaredRoute & { access: RoleAccess } => isRoleAccess(route.access));
    for (const route of guarded) {
      const refused = callers.filter((email) => {
        const user = app.verifyAccessToken(tokens[email].access.token);
        return !route.access.roles.some((role) => holdsRole(user, role));
      });
      expect([route.url, refused.length]).not.toEqual([route.url, 0]);
      for (const email of refused) {
        const response = await app.inject({
          method: route.method as 'GET' | 'PUT' | 'POST',
          url: route.url.replace(/:\w+/g, 'any-id'),
          headers: bearer(tokens[email]),
          // An invalid body: the refusal must come before validation.
          ...(route.method === 'GET' ? {} : { payload: { unexpected: true } }),
        });
        const status = route.method === 'GET' && !route.access.readsForbidden ? 404 : 403;
        expect([route.method, route.url, email, response.statusCode]).toEqual([route.method, route.url, email, status]);
        const problem = response.json<ApiProblem>();
        if (route.access.refusal) expect(problem.detail).toBe(route.access.refusal);
        expect(problem.code).toBe(route.access.code ?? (status === 404 ? 'not-found' : 'forbidden'));
      }
    }
  });
});
