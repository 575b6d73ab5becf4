// Test-only: the users page's services as MSW handlers, answering as `/api/admin/users*` does.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  type AdminUser,
  type AdminUserList,
  type ApiProblem,
  type ImpersonationStart,
  type Organization,
  PERSONA,
  type PasswordResetSent,
  type UserCreateRequest,
  type UserImportReport,
  type UserImportRequest,
  type UserUpdateRequest,
} from 'shared-rules';
import { api, internalProfile, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { keepReceived, type ReceivedRequest, receivedAt } from 'shared-ui/testing';
import { server } from '../../../testing/server';

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
  create?: () => HttpResponse<AdminUser | ApiProblem>;
  /** Answers `PATCH /api/admin/users/:id` instead of applying the change. */
  update?: () => HttpResponse<AdminUser | ApiProblem>;
  /** Answers `POST /api/admin/users/import`. */
  importUsers?: (body: UserImportRequest) => UserImportReport | HttpResponse<ApiProblem>;
  /** `GET /api/admin/users` answers 503. */
  listFails?: boolean;
}

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

function listAnswer(services: UserServices, query: URLSearchParams): AdminUserList {
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

function createdUser(body: UserCreateRequest): AdminUser {
  return adminUser({
    id: 'usr-new',
    userType: body.userType === 'internal' ? 'internal' : 'external',
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    organization: body.organizationId ? { id: body.organizationId, name: 'Summit Home Lending' } : null,
  });
}

/** Answers the users services with `server.use(...)`; `services.users` may be changed by a test, and PATCHes change it. */
export function serveUsers(services: UserServices) {
  const received: ReceivedRequest[] = [];
  server.use(
    keepReceived(received),
    api.get<Organization[]>('/external-orgs', () => HttpResponse.json(ORGANIZATIONS)),
    api.get<AdminUserList>(paths.adminUsers, ({ request }) =>
      services.listFails
        ? problem(503, 'unavailable', 'The services are restarting.')
        : HttpResponse.json(listAnswer(services, new URL(request.url).searchParams)),
    ),
    api.post<AdminUser, UserCreateRequest>(paths.adminUsers, async ({ request }) =>
      services.create ? services.create() : HttpResponse.json(createdUser(await request.json()), { status: 201 }),
    ),
    api.post<UserImportReport, UserImportRequest>(paths.adminUsersImport, async ({ request }) => {
      const answer = services.importUsers?.(await request.json());
      if (!answer) return problem(404, 'not-found', 'No import in this test');
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    api.post<PasswordResetSent, never, { id: string }>(`${paths.adminUsers}/:id/password-reset`, ({ params }) => {
      const user = services.users.find((candidate) => candidate.id === params.id);
      return HttpResponse.json({ sentTo: user?.email ?? '', expiresAt: '2026-11-26T15:00:00.000Z' }, { status: 202 });
    }),
    api.post<ImpersonationStart, never, { id: string }>(`${paths.adminUsers}/:id/impersonate`, ({ params }) =>
      HttpResponse.json({
        tokens: { access: { token: `access-of-${params.id}`, expires: '2099-01-01T00:00:00.000Z' } },
        expiresAt: '2099-01-01T00:30:00.000Z',
      }),
    ),
    api.patch<AdminUser, UserUpdateRequest, { id: string }>(`${paths.adminUsers}/:id`, async ({ params, request }) => {
      if (services.update) return services.update();
      const index = services.users.findIndex((candidate) => candidate.id === params.id);
      if (index < 0) return problem(404, 'no-user', 'No user with this id.');
      const updated = { ...services.users[index], ...(await request.json()) } as AdminUser;
      services.users = services.users.map((user, at) => (at === index ? updated : user));
      return HttpResponse.json(updated);
    }),
  );
  const calls = (method: string, path: string) => receivedAt(received, method, path);
  return {
    calls,
    /** The list requests' queries so far (`?page=1&pageSize=25&…`). */
    listQueries: () => calls('GET', '/api/admin/users').map((request) => request.url.search),
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
export async function chooseAction(user: UserEvent, userName: string, item: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${userName}` }));
  await user.click(await menuItem(item));
}

/** An item of the open actions menu. */
export const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

/** Opens a select's list and clicks one of its options. */
export async function pick(user: UserEvent, label: string | RegExp, option: string, scope: HTMLElement = document.body) {
  const input = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${String(label)}`);
  await user.click(input);
  const listbox = document.querySelector(`[role="listbox"][aria-labelledby="${input.id}-label"]`);
  if (!listbox) throw new Error(`${String(label)} has no list`);
  await user.click(within(listbox as HTMLElement).getByRole('option', { name: option, hidden: true }));
}
