// Test-only: fake services for the broker directory (profile, companies, staff, company writes) and
// helpers that work its modal's fields as a user does.
import { act, fireEvent, within } from '@testing-library/react';
import {
  type AdminUser,
  type CoverageUpdateRequest,
  type Organization,
  type OrganizationCoverage,
  type OrganizationCreateRequest,
  type OrganizationUpdateRequest,
  PERSONA,
  type Profile,
} from 'shared-rules';
import { type FakeRequest, type FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse } from 'shared-ui/testing';

export const administrator = internalProfile({ id: 'admin-1', personas: [{ entityId: PERSONA.administrator }] });
export const accountExecutive = internalProfile({ id: 'ae-1', personas: [{ entityId: PERSONA.accountExecutive }] });

/** A company as `GET /api/external-orgs` lists it; `overrides` replace whole fields. */
export function organization(id: string, name: string, overrides: Partial<Organization['basicInfo']> = {}): Organization {
  return {
    summary: { id, organizationName: name },
    basicInfo: {
      channelTypes: ['Brokered - Wholesale'],
      correspondentSelection: [],
      approvalStatus: { currentStatus: 'Active' },
      primarySalesRepAe: null,
      ...overrides,
    },
  };
}

/** A lender staff member as `GET /api/admin/users` lists them. */
export function staffMember(id: string, firstName: string, lastName: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    userType: 'internal',
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@lender.test`,
    phone: '',
    cell: '',
    disabledLogin: false,
    roleTypes: [],
    personas: [PERSONA.accountExecutive],
    organization: null,
    encompassId: null,
    mfaEnabled: false,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export interface FakeBrokerServices {
  profile: Profile;
  /** The companies the caller reaches; writes change this list, as services would. */
  organizations: Organization[];
  staff?: AdminUser[];
  /** Answers a company write before the default one (a refusal, say). */
  onWrite?: (request: FakeRequest) => FakeResponse | undefined;
  /** Who covers each company, by id; a coverage write replaces it (the primary one kept). */
  coverage?: Record<string, OrganizationCoverage>;
}

function applyChanges(current: Organization, changes: OrganizationUpdateRequest): Organization {
  const { summary, basicInfo } = current;
  return {
    summary: { ...summary, organizationName: changes.name ?? summary.organizationName },
    basicInfo: {
      channelTypes: changes.channelTypes ?? basicInfo.channelTypes,
      correspondentSelection: changes.correspondentSelection ?? basicInfo.correspondentSelection,
      approvalStatus: { currentStatus: changes.approvalStatus ?? basicInfo.approvalStatus.currentStatus },
      primarySalesRepAe:
        changes.primaryAeId === undefined
          ? basicInfo.primarySalesRepAe
          : changes.primaryAeId === null
            ? null
            : { userId: changes.primaryAeId },
    },
  };
}

/** Installs fetch answering the broker directory's calls from `services`; returns the fake with call helpers. */
export function serveBrokerDirectory(services: FakeBrokerServices) {
  const fake = installFakeFetch((request) => {
    const path = new URL(request.url, 'http://portal.test').pathname;
    if (path === '/api/profile') return jsonResponse(services.profile);
    if (path === '/api/external-orgs') return jsonResponse(services.organizations);
    if (path === '/api/admin/users') {
      const items = services.staff ?? [];
      return jsonResponse({ items, page: 1, pageSize: 100, total: items.length });
    }
    const coverageOf = /^\/api\/admin\/organizations\/([^/]+)\/coverage$/.exec(path);
    const coverage = coverageOf && services.coverage?.[coverageOf[1]];
    if (coverage && request.method === 'GET') return jsonResponse(coverage);
    const answer = request.method === 'GET' ? undefined : services.onWrite?.(request);
    if (answer) return answer;
    if (path === '/api/admin/organizations' && request.method === 'POST') {
      const body = request.json() as OrganizationCreateRequest;
      const created = applyChanges(organization('org-new', body.name), body);
      services.organizations = [...services.organizations, created];
      return jsonResponse(created, 201);
    }
    const one = /^\/api\/admin\/organizations\/([^/]+)$/.exec(path);
    const current = one && services.organizations.find((candidate) => candidate.summary.id === one[1]);
    if (current && request.method === 'PATCH') {
      const updated = applyChanges(current, request.json() as OrganizationUpdateRequest);
      services.organizations = services.organizations.map((candidate) => (candidate === current ? updated : candidate));
      return jsonResponse(updated);
    }
    if (coverage && coverageOf && request.method === 'PUT') {
      const { aeIds } = request.json() as CoverageUpdateRequest;
      const staff = services.staff ?? [];
      const kept = coverage.aes.filter((ae) => ae.primary || aeIds.includes(ae.id));
      const added = aeIds
        .filter((id) => !kept.some((ae) => ae.id === id))
        .map((id) => {
          const user = staff.find((candidate) => candidate.id === id);
          return { id, name: user ? `${user.firstName} ${user.lastName}` : id, email: user?.email ?? '', primary: false, canSignIn: true };
        });
      const updated: OrganizationCoverage = { organizationId: coverageOf[1], aes: [...kept, ...added] };
      services.coverage = { ...services.coverage, [coverageOf[1]]: updated };
      return jsonResponse(updated);
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
  const calls = (method: string, path: string) =>
    fake.requests().filter((request) => request.method === method && new URL(request.url, 'http://portal.test').pathname === path);
  return { ...fake, calls };
}

/** Opens the select labelled `label` inside `container` and clicks one of its options. */
export function pick(container: HTMLElement, label: RegExp, option: string) {
  const input = within(container).getByRole('combobox', { name: label });
  act(() => input.focus());
  fireEvent.click(input);
  const listbox = document.querySelector(`[role="listbox"][aria-labelledby="${input.id}-label"]`);
  if (!listbox) throw new Error(`${String(label)} has no list`);
  fireEvent.click(within(listbox as HTMLElement).getByRole('option', { name: option, hidden: true }));
}
