// Test-only: fake services for the users page, answering as `/api/admin/users*` does.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type AdminUser, type Organization, PERSONA, type UserImportReport, type UserImportRequest } from 'shared-rules';
import { type FakeRequest, type FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse } from 'shared-ui/testing';

/**
 * What mantine-datatable needs from a browser that jsdom lacks: `matchMedia('')` matching (a
 * column with no media query is shown only when the empty query matches, as it does in every
 * browser) and `Element.scrollTo` (the table scrolls back to the top on a page change). Motion is
 * reduced too, so menus and dialogs open and close at once rather than on animation frames.
 * Call once at the top of a test file.
 */
const MATCHING_MEDIA = new Set(['', '(prefers-reduced-motion: reduce)']);

export function provideTableBrowserApis() {
  const saved = { matchMedia: window.matchMedia, scrollTo: Element.prototype.scrollTo };
  beforeAll(() => {
    window.matchMedia = (query: string) => ({
      matches: MATCHING_MEDIA.has(query.trim()),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
    Element.prototype.scrollTo = () => {};
  });
  afterAll(() => {
    window.matchMedia = saved.matchMedia;
    Element.prototype.scrollTo = saved.scrollTo;
  });
}

export const administrator = internalProfile({ personas: [{ entityId: PERSONA.administrator }] });

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'usr-summit-taylor',
    userType: 'external',
    firstName: 'Taylor',
    lastName: 'Brooks',
    email: 'lo@summit.test',
    phone: '555-410-1001',
    cell: '',
    disabledLogin: false,
    roleTypes: ['lo'],
    personas: ['3'],
    organization: { id: 'org-summit', name: 'Summit Home Lending' },
    encompassId: 'enc-summit-taylor',
    mfaEnabled: false,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

function organization(id: string, name: string): Organization {
  return {
    summary: { id, organizationName: name },
    basicInfo: {
      channelTypes: ['Brokered - Wholesale'],
      correspondentSelection: [],
      approvalStatus: { currentStatus: 'Active' },
      primarySalesRepAe: null,
    },
  };
}

export const ORGANIZATIONS = [organization('org-summit', 'Summit Home Lending'), organization('org-harbor', 'Harbor Mortgage Brokers')];

export interface UserServices {
  users: AdminUser[];
  /** Answers `POST /api/admin/users` (default: 201 with the user made from the body). */
  create?: (request: FakeRequest) => FakeResponse;
  /** Answers `PATCH /api/admin/users/:id` instead of applying the change. */
  update?: (request: FakeRequest) => FakeResponse;
  /** Answers `POST /api/admin/users/import`. */
  importUsers?: (body: UserImportRequest) => UserImportReport | FakeResponse;
  /** `GET /api/admin/users` answers 503. */
  listFails?: boolean;
}

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

function listAnswer(services: UserServices, query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 25);
  const search = query.get('search')?.toLowerCase();
  const userType = query.get('userType');
  const status = query.get('status');
  const orgId = query.get('orgId');
  const matching = services.users.filter(
    (user) =>
      (!search || `${fullName(user)} ${user.email}`.toLowerCase().includes(search)) &&
      (!userType || user.userType === userType) &&
      (!orgId || user.organization?.id === orgId) &&
      (!status || user.disabledLogin === (status === 'disabled')),
  );
  const key = (user: AdminUser) =>
    ({ email: user.email, organization: user.organization?.name ?? '', createdAt: user.createdAt })[query.get('sort') ?? ''] ??
    fullName(user);
  const sorted = [...matching].sort((left, right) => key(left).localeCompare(key(right)));
  if (query.get('direction') === 'desc') sorted.reverse();
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length };
}

function createdUser(body: Record<string, unknown>): AdminUser {
  return adminUser({
    id: 'usr-new',
    userType: body.userType === 'internal' ? 'internal' : 'external',
    firstName: String(body.firstName),
    lastName: String(body.lastName),
    email: String(body.email),
    organization: body.organizationId ? { id: String(body.organizationId), name: 'Summit Home Lending' } : null,
  });
}

/** Installs the fake services; `services.users` may be changed by a test, and PATCHes change it. */
export function serveUsers(services: UserServices) {
  const fake = installFakeFetch((request) => {
    const url = new URL(request.url, 'http://portal.test');
    const { pathname } = url;
    if (pathname === '/api/profile') return jsonResponse(administrator);
    if (pathname === '/api/external-orgs') return jsonResponse(ORGANIZATIONS);
    if (pathname === '/api/admin/users' && request.method === 'GET') {
      return services.listFails
        ? problemResponse(503, 'unavailable', 'The services are restarting.')
        : jsonResponse(listAnswer(services, url.searchParams));
    }
    if (pathname === '/api/admin/users' && request.method === 'POST') {
      return services.create?.(request) ?? jsonResponse(createdUser(request.json() as Record<string, unknown>), 201);
    }
    if (pathname === '/api/admin/users/import') {
      const answer = services.importUsers?.(request.json() as UserImportRequest);
      if (!answer) return problemResponse(404, 'not-found', request.url);
      return 'status' in answer && typeof answer.status === 'number' ? (answer as FakeResponse) : jsonResponse(answer);
    }
    const reset = pathname.match(/^\/api\/admin\/users\/([^/]+)\/password-reset$/);
    if (reset && request.method === 'POST') {
      const user = services.users.find((candidate) => candidate.id === reset[1]);
      return jsonResponse({ sentTo: user?.email ?? '', expiresAt: '2026-11-26T15:00:00.000Z' }, 202);
    }
    const impersonate = pathname.match(/^\/api\/admin\/users\/([^/]+)\/impersonate$/);
    if (impersonate && request.method === 'POST') {
      return jsonResponse({
        tokens: { access: { token: `access-of-${impersonate[1]}`, expires: '2099-01-01T00:00:00.000Z' } },
        expiresAt: '2099-01-01T00:30:00.000Z',
      });
    }
    const one = pathname.match(/^\/api\/admin\/users\/([^/]+)$/);
    if (one && request.method === 'PATCH') {
      if (services.update) return services.update(request);
      const index = services.users.findIndex((candidate) => candidate.id === one[1]);
      if (index < 0) return problemResponse(404, 'no-user', 'No user with this id.');
      const updated = { ...services.users[index], ...(request.json() as Partial<AdminUser>) };
      services.users = services.users.map((user, at) => (at === index ? updated : user));
      return jsonResponse(updated);
    }
    return problemResponse(404, 'not-found', request.url);
  });
  const calls = (method: string, path: string) =>
    fake.requests().filter((request) => request.method === method && new URL(request.url, 'http://portal.test').pathname === path);
  return {
    ...fake,
    calls,
    /** The list requests' queries so far (`?page=1&pageSize=25&…`). */
    listQueries: () => calls('GET', '/api/admin/users').map((request) => new URL(request.url, 'http://portal.test').search),
  };
}

/** The users table, once it is shown. */
export const usersTable = () => screen.findByRole('table', { name: 'Users' });

/** A body row of the users table holding `text`. */
export async function userRow(text: string): Promise<HTMLElement> {
  const rows = within(await usersTable()).getAllByRole('row');
  const row = rows.find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row holds ${text}`);
  return row;
}

/**
 * Opens a row's actions menu and clicks one of its items. jsdom lays nothing out, so once a menu
 * has been positioned its dropdown counts as detached from its button and is hidden: items are
 * found hidden or not, as options are.
 */
export async function chooseAction(userName: string, item: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${userName}` }));
  fireEvent.click(await menuItem(item));
}

/** An item of the open actions menu. */
export const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

/** Opens a select's list and clicks one of its options. */
export function pick(label: string | RegExp, option: string, scope: HTMLElement = document.body) {
  const input = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${String(label)}`);
  act(() => input.focus());
  fireEvent.click(input);
  const listbox = document.querySelector(`[role="listbox"][aria-labelledby="${input.id}-label"]`);
  if (!listbox) throw new Error(`${String(label)} has no list`);
  fireEvent.click(within(listbox as HTMLElement).getByRole('option', { name: option, hidden: true }));
}
