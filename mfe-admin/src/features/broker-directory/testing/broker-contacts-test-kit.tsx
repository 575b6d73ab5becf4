// Test-only: fake services for Broker Contacts (profile, companies, the book's summary, the
// paged contacts search, contact writes and sync).
import type {
  AeCompanySummary,
  AeSummary,
  AdminUser,
  ContactSyncResult,
  ExternalUser,
  ExternalUserSearchRequest,
  Organization,
  Profile,
  UserCreateRequest,
  UserUpdateRequest,
} from 'shared-rules';
import { type FakeRequest, type FakeResponse, installFakeFetch, jsonResponse, problemResponse } from 'shared-ui/testing';

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
  /** Answers a write before the default one (a refusal, say). */
  onWrite?: (request: FakeRequest) => FakeResponse | undefined;
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

function searched(contacts: readonly ExternalUser[], request: ExternalUserSearchRequest) {
  const words = request.query?.toLowerCase();
  const found = contacts
    .filter((candidate) => !request.orgId || candidate.organizationId === request.orgId)
    .filter((candidate) => !words || `${candidate.firstName} ${candidate.lastName} ${candidate.email}`.toLowerCase().includes(words))
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
  const start = (request.page - 1) * request.pageSize;
  return { items: found.slice(start, start + request.pageSize), page: request.page, pageSize: request.pageSize, total: found.length };
}

/** Installs fetch answering Broker Contacts' calls from `services`; returns the fake with call helpers. */
export function serveBrokerContacts(services: FakeContactServices) {
  const fake = installFakeFetch((request) => {
    const path = new URL(request.url, 'http://portal.test').pathname;
    if (path === '/api/profile') return jsonResponse(services.profile);
    if (path === '/api/external-orgs') return jsonResponse(services.organizations);
    if (path === '/api/external-users/ae-summary') {
      const companies = services.organizations.map((organization) => companySummary(organization, services.contacts));
      const answer: AeSummary = {
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
      };
      return jsonResponse(answer);
    }
    if (path === '/api/external-users' && request.method === 'POST') {
      return jsonResponse(searched(services.contacts, request.json() as ExternalUserSearchRequest));
    }
    const answer = services.onWrite?.(request);
    if (answer) return answer;
    if (path === '/api/admin/users' && request.method === 'POST') {
      const body = request.json() as UserCreateRequest;
      const created = contact(`usr-${services.contacts.length + 1}`, body.firstName, body.lastName, body.organizationId ?? '', {
        email: body.email,
        roleTypes: body.roleTypes ?? [],
        phone: body.phone ?? '',
      });
      services.contacts = [...services.contacts, created];
      return jsonResponse(adminUserOf(created, services.organizations), 201);
    }
    const one = /^\/api\/admin\/users\/([^/]+)$/.exec(path);
    const current = one && services.contacts.find((candidate) => candidate.id === one[1]);
    if (current && request.method === 'PATCH') {
      const change = request.json() as UserUpdateRequest;
      const updated: ExternalUser = {
        ...current,
        ...change,
        organizationId: change.organizationId ?? current.organizationId,
      } as ExternalUser;
      services.contacts = services.contacts.map((candidate) => (candidate === current ? updated : candidate));
      return jsonResponse(adminUserOf(updated, services.organizations));
    }
    const synced = /^\/api\/external-users\/sync\/([^/]+)$/.exec(path);
    const syncedContact = synced && services.contacts.find((candidate) => candidate.id === synced[1]);
    if (syncedContact && request.method === 'POST') {
      const changes = services.syncChanges?.[syncedContact.id] ?? [
        { kind: 'cache-refreshed' as const, detail: 'Every page now shows this contact as stored.' },
      ];
      const result: ContactSyncResult = { contact: syncedContact, syncedAt: '2026-03-02T10:00:00.000Z', changes };
      return jsonResponse(result);
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
  const calls = (method: string, path: string) =>
    fake.requests().filter((request) => request.method === method && new URL(request.url, 'http://portal.test').pathname === path);
  return { ...fake, calls };
}
