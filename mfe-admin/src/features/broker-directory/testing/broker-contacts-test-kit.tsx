// Test-only: Broker Contacts' services as MSW handlers (profile, companies, the book's summary, the
// paged contacts search, contact writes and sync).
import { HttpResponse } from 'msw';
import type {
  AdminUser,
  AeCompanySummary,
  AeSummary,
  ApiProblem,
  ContactSyncResult,
  ExternalUser,
  ExternalUserSearchRequest,
  Organization,
  Paged,
  Profile,
  UserCreateRequest,
  UserUpdateRequest,
} from 'shared-rules';
import { api, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { keepReceived, type ReceivedRequest, receivedAt } from 'shared-ui/testing';
import { server } from '../../../testing/server';

/** A contact as `POST /api/external-users` lists them. */
export function contact(
  id: string,
  firstName: string,
  lastName: string,
  organizationId: string,
  overrides: Partial<ExternalUser> = {},
): ExternalUser {
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@${organizationId}.test`,
    disabledLogin: false,
    roleTypes: ['lo'],
    organizationId,
    phone: '555-410-1001',
    encompassId: null,
    ...overrides,
  };
}

/** A company's summary row, counted from the contacts given. */
export function companySummary(organization: Organization, contacts: readonly ExternalUser[]): AeCompanySummary {
  const mine = contacts.filter((candidate) => candidate.organizationId === organization.summary.id);
  return {
    id: organization.summary.id,
    name: organization.summary.organizationName,
    approvalStatus: organization.basicInfo.approvalStatus.currentStatus,
    contacts: mine.length,
    active: mine.filter((candidate) => !candidate.disabledLogin).length,
    disabled: mine.filter((candidate) => candidate.disabledLogin).length,
    loanOfficers: mine.filter((candidate) => candidate.roleTypes.includes('lo')).length,
    processors: mine.filter((candidate) => candidate.roleTypes.includes('lp')).length,
    invitationPending: 0,
  };
}

export interface FakeContactServices {
  profile: Profile;
  organizations: Organization[];
  /** Every contact the caller reaches; writes change this list, as services would. */
  contacts: ExternalUser[];
  /** The answer to a sync, by contact id (default: only the cache refreshed). */
  syncChanges?: Record<string, ContactSyncResult['changes']>;
  /** Answers a write (its method and JSON body) before the default one (a refusal, say). */
  onWrite?: (write: { method: string; body: unknown }) => HttpResponse<ApiProblem> | undefined;
}

const adminUserOf = (user: ExternalUser, organizations: readonly Organization[]): AdminUser => ({
  ...user,
  userType: 'external',
  cell: '',
  personas: ['3'],
  organization: {
    id: user.organizationId,
    name: organizations.find((candidate) => candidate.summary.id === user.organizationId)?.summary.organizationName ?? '',
  },
  mfaEnabled: false,
  createdAt: '2026-01-05T09:00:00.000Z',
});

function searched(contacts: readonly ExternalUser[], request: ExternalUserSearchRequest): Paged<ExternalUser> {
  const words = request.query?.toLowerCase();
  const found = contacts
    .filter((candidate) => !request.orgId || candidate.organizationId === request.orgId)
    .filter((candidate) => !words || `${candidate.firstName} ${candidate.lastName} ${candidate.email}`.toLowerCase().includes(words))
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
  const start = (request.page - 1) * request.pageSize;
  return { items: found.slice(start, start + request.pageSize), page: request.page, pageSize: request.pageSize, total: found.length };
}

/** Answers Broker Contacts' calls from `services` with `server.use(...)`; returns call helpers. */
export function serveBrokerContacts(services: FakeContactServices) {
  const received: ReceivedRequest[] = [];
  server.use(
    keepReceived(received),
    api.get<Profile>('/profile', () => HttpResponse.json(services.profile)),
    api.get<Organization[]>('/external-orgs', () => HttpResponse.json(services.organizations)),
    api.get<AeSummary>(paths.externalUsersAeSummary, () => {
      const companies = services.organizations.map((organization) => companySummary(organization, services.contacts));
      return HttpResponse.json({
        companies,
        totals: {
          companies: companies.length,
          contacts: companies.reduce((sum, row) => sum + row.contacts, 0),
          active: companies.reduce((sum, row) => sum + row.active, 0),
          disabled: companies.reduce((sum, row) => sum + row.disabled, 0),
          loanOfficers: companies.reduce((sum, row) => sum + row.loanOfficers, 0),
          processors: companies.reduce((sum, row) => sum + row.processors, 0),
          invitationPending: 0,
        },
      });
    }),
    api.post<Paged<ExternalUser>, ExternalUserSearchRequest>(paths.externalUsers, async ({ request }) =>
      HttpResponse.json(searched(services.contacts, await request.json())),
    ),
    api.post<AdminUser, UserCreateRequest>(paths.adminUsers, async ({ request }) => {
      const body = await request.json();
      const early = services.onWrite?.({ method: 'POST', body });
      if (early) return early;
      const created = contact(`usr-${services.contacts.length + 1}`, body.firstName, body.lastName, body.organizationId ?? '', {
        email: body.email,
        roleTypes: body.roleTypes ?? [],
        phone: body.phone ?? '',
      });
      services.contacts = [...services.contacts, created];
      return HttpResponse.json(adminUserOf(created, services.organizations), { status: 201 });
    }),
    api.patch<AdminUser, UserUpdateRequest, { id: string }>(`${paths.adminUsers}/:id`, async ({ params, request }) => {
      const change = await request.json();
      const early = services.onWrite?.({ method: 'PATCH', body: change });
      if (early) return early;
      const current = services.contacts.find((candidate) => candidate.id === params.id);
      if (!current) return problem(404, 'not-found', 'No contact with this id.');
      const updated = { ...current, ...change, organizationId: change.organizationId ?? current.organizationId } as ExternalUser;
      services.contacts = services.contacts.map((candidate) => (candidate === current ? updated : candidate));
      return HttpResponse.json(adminUserOf(updated, services.organizations));
    }),
    api.post<ContactSyncResult, never, { id: string }>(`${paths.externalUsers}/sync/:id`, ({ params }) => {
      const syncedContact = services.contacts.find((candidate) => candidate.id === params.id);
      if (!syncedContact) return problem(404, 'not-found', 'No contact with this id.');
      const changes = services.syncChanges?.[syncedContact.id] ?? [
        { kind: 'cache-refreshed' as const, detail: 'Every page now shows this contact as stored.' },
      ];
      return HttpResponse.json({ contact: syncedContact, syncedAt: '2026-03-02T10:00:00.000Z', changes });
    }),
  );
  return { calls: (method: string, path: string) => receivedAt(received, method, path) };
}
