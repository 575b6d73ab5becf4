// Test-only: MSW handlers answering as `/api/admin/audit-trail*` and the users list do.
import { http, HttpResponse } from 'msw';
import {
  AUDIT_TRAIL_CSV_COLUMNS,
  AUDIT_TRAIL_TRUNCATED_HEADER,
  type AdminUser,
  type AdminUserList,
  type AuditTrailEntry,
  type AuditTrailPage,
  PERSONA,
} from 'shared-rules';
import { api, API_BASE, problem, type SentRequest } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';

const alex = { id: 'usr-admin-alex', name: 'Alex Morgan', email: 'admin@lender.test' };
const taylor = { id: 'usr-summit-taylor', name: 'Taylor Brooks', email: 'lo@summit.test' };

export function trailEntry(overrides: Partial<AuditTrailEntry> = {}): AuditTrailEntry {
  return {
    id: 'audit_log:1',
    at: '2026-11-20T16:00:00.000Z',
    actor: alex,
    impersonator: null,
    action: 'user.update',
    entityType: 'user',
    entityId: taylor.id,
    entityName: taylor.name,
    summary: 'Changed user Taylor Brooks: phone',
    details: { changed: ['phone'] },
    ...overrides,
  };
}

/** A write Alex made while acting as Taylor. */
export const impersonatedEntry = trailEntry({
  id: 'audit_log:2',
  at: '2026-11-21T16:00:00.000Z',
  actor: taylor,
  impersonator: alex,
  action: 'impersonation.request',
  entityType: 'route',
  entityId: 'PUT /api/loans/:id/lock',
  entityName: null,
  summary: 'PUT /api/loans/:id/lock (answered 200)',
  details: { status: 200 },
});

export const settingEntry = trailEntry({
  id: 'setting_audit:s1',
  at: '2026-11-19T16:00:00.000Z',
  action: 'setting.save',
  entityType: 'setting',
  entityId: 'banner',
  entityName: null,
  summary: 'Saved the banner setting (version 2)',
  details: { version: 2 },
});

function user(id: string, firstName: string, lastName: string, email: string): AdminUser {
  return {
    id,
    userType: 'internal',
    firstName,
    lastName,
    email,
    phone: '',
    cell: '',
    disabledLogin: false,
    roleTypes: [],
    personas: [PERSONA.administrator],
    organization: null,
    encompassId: null,
    mfaEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

export const USERS = [user(alex.id, 'Alex', 'Morgan', alex.email), user(taylor.id, 'Taylor', 'Brooks', taylor.email)];

export interface TrailServices {
  /** Every record, newest first; the fake filters them by entity type and actor, two a page. */
  entries: AuditTrailEntry[];
  /** `GET /api/admin/audit-trail` answers 503. */
  listFails?: boolean;
  /** The export's answer (default: a CSV of the matching records). */
  exportAnswer?: () => Response;
}

const PAGE = 2;

function matching(services: TrailServices, query: URLSearchParams) {
  const actor = query.get('actor');
  const entityType = query.get('entityType');
  return services.entries.filter(
    (entry) => (!actor || entry.actor.id === actor || entry.impersonator?.id === actor) && (!entityType || entry.entityType === entityType),
  );
}

function pageOf(entries: AuditTrailEntry[], cursor: string | null): AuditTrailPage {
  const start = cursor ? Number(cursor) : 0;
  const items = entries.slice(start, start + PAGE);
  return { items, nextCursor: start + PAGE < entries.length ? String(start + PAGE) : null };
}

/** The CSV the fake export sends: the header and one line per record. */
export const csvOf = (entries: AuditTrailEntry[]) =>
  [AUDIT_TRAIL_CSV_COLUMNS.join(','), ...entries.map((entry) => `${entry.at},${entry.actor.name}`)].join('\r\n');

/** A CSV answer of the export, `truncated` saying whether it stopped at the row limit. */
export function csvAnswer(csv: string, truncated = false): Response {
  return new HttpResponse(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="audit-trail-2026-11-24.csv"',
      [AUDIT_TRAIL_TRUNCATED_HEADER]: String(truncated),
    },
  });
}

/** Answers the trail's routes and the users list (searched by name or email) with `server.use(...)`. */
export function serveAuditTrail(services: TrailServices): void {
  server.use(
    api.get<AdminUserList>(paths.adminUsers, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase();
      const items = USERS.filter((one) => !search || `${one.firstName} ${one.lastName} ${one.email}`.toLowerCase().includes(search));
      return HttpResponse.json({ items, page: 1, pageSize: 50, total: items.length });
    }),
    api.get<AuditTrailPage>(paths.auditTrail, ({ request }) => {
      if (services.listFails) return problem(503, 'unavailable', 'The services are restarting.');
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(pageOf(matching(services, query), query.get('cursor')));
    }),
    // The export answers a CSV file, not JSON: a plain handler, its headers are the contract.
    http.get(`${API_BASE}${paths.auditTrailExport}`, ({ request }) =>
      services.exportAnswer ? services.exportAnswer() : csvAnswer(csvOf(matching(services, new URL(request.url).searchParams))),
    ),
  );
}

/** The query strings of the requests sent to `path` (the trail's list by default). */
export const trailQueries = (requests: SentRequest[], path = `${API_BASE}${paths.auditTrail}`) =>
  requests.filter((request) => request.url.pathname === path).map((request) => request.url.search);

/**
 * Catches the file the page saves: `URL.createObjectURL` (which jsdom lacks) and the link's click
 * (jsdom would try to navigate). Call once at the top of a test file.
 */
export function catchDownloads() {
  const saved: { blob: Blob; fileName: string }[] = [];
  const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
  let last: Blob | null = null;
  beforeAll(() => {
    URL.createObjectURL = (blob: Blob) => {
      last = blob;
      return 'blob:audit-trail';
    };
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      if (last) saved.push({ blob: last, fileName: this.download });
    };
  });
  afterEach(() => {
    saved.length = 0;
  });
  afterAll(() => {
    URL.createObjectURL = originals.create;
    URL.revokeObjectURL = originals.revoke;
    HTMLAnchorElement.prototype.click = originals.click;
  });
  return saved;
}

const MATCHING_MEDIA = new Set(['', '(prefers-reduced-motion: reduce)']);

/**
 * What mantine-datatable needs from a browser that jsdom lacks: `matchMedia('')` matching (a
 * column with no media query shows only when the empty query matches, as in every browser) and
 * `Element.scrollTo`. Motion is reduced too, so lists open at once. Call once at the top of a test file.
 */
export function provideTableBrowserApis() {
  const saved = { matchMedia: window.matchMedia, scrollTo: Element.prototype.scrollTo };
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: MATCHING_MEDIA.has(query.trim()),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    Element.prototype.scrollTo = () => {};
  });
  afterAll(() => {
    window.matchMedia = saved.matchMedia;
    Element.prototype.scrollTo = saved.scrollTo;
  });
}
