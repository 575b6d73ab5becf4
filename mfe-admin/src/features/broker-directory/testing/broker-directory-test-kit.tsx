// Test-only: the broker directory's services as MSW handlers (profile, companies, staff, company
// writes) and helpers that work its modal's fields as a user does.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  type AdminUser,
  type AdminUserList,
  type ApiProblem,
  type CoverageUpdateRequest,
  type Organization,
  type OrganizationCoverage,
  type OrganizationCreateRequest,
  type OrganizationUpdateRequest,
  PERSONA,
  type Profile,
} from 'shared-rules';
import { api, internalProfile, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { keepReceived, type ReceivedRequest, receivedAt } from 'shared-ui/testing';
import { server } from '../../../testing/server';

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
  onWrite?: () => HttpResponse<ApiProblem> | undefined;
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

/** Answers the broker directory's calls from `services` with `server.use(...)`; returns call helpers. */
export function serveBrokerDirectory(services: FakeBrokerServices) {
  const received: ReceivedRequest[] = [];
  server.use(
    keepReceived(received),
    api.get<Profile>('/profile', () => HttpResponse.json(services.profile)),
    api.get<Organization[]>('/external-orgs', () => HttpResponse.json(services.organizations)),
    api.get<AdminUserList>(paths.adminUsers, () => {
      const items = services.staff ?? [];
      return HttpResponse.json({ items, page: 1, pageSize: 100, total: items.length });
    }),
    api.get<OrganizationCoverage, never, { id: string }>(`${paths.adminOrganizations}/:id/coverage`, ({ params }) => {
      const coverage = services.coverage?.[params.id];
      return coverage ? HttpResponse.json(coverage) : problem(404, 'not-found', 'No coverage in this test');
    }),
    api.post<Organization, OrganizationCreateRequest>(paths.adminOrganizations, async ({ request }) => {
      const early = services.onWrite?.();
      if (early) return early;
      const body = await request.json();
      const created = applyChanges(organization('org-new', body.name), body);
      services.organizations = [...services.organizations, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    api.patch<Organization, OrganizationUpdateRequest, { id: string }>(`${paths.adminOrganizations}/:id`, async ({ params, request }) => {
      const early = services.onWrite?.();
      if (early) return early;
      const current = services.organizations.find((candidate) => candidate.summary.id === params.id);
      if (!current) return problem(404, 'not-found', 'No company with this id.');
      const updated = applyChanges(current, await request.json());
      services.organizations = services.organizations.map((candidate) => (candidate === current ? updated : candidate));
      return HttpResponse.json(updated);
    }),
    api.put<OrganizationCoverage, CoverageUpdateRequest, { id: string }>(
      `${paths.adminOrganizations}/:id/coverage`,
      async ({ params, request }) => {
        const early = services.onWrite?.();
        if (early) return early;
        const coverage = services.coverage?.[params.id];
        if (!coverage) return problem(404, 'not-found', 'No coverage in this test');
        const { aeIds } = await request.json();
        const staff = services.staff ?? [];
        const kept = coverage.aes.filter((ae) => ae.primary || aeIds.includes(ae.id));
        const added = aeIds
          .filter((id) => !kept.some((ae) => ae.id === id))
          .map((id) => {
            const user = staff.find((candidate) => candidate.id === id);
            return {
              id,
              name: user ? `${user.firstName} ${user.lastName}` : id,
              email: user?.email ?? '',
              primary: false,
              canSignIn: true,
            };
          });
        const updated: OrganizationCoverage = { organizationId: params.id, aes: [...kept, ...added] };
        services.coverage = { ...services.coverage, [params.id]: updated };
        return HttpResponse.json(updated);
      },
    ),
  );
  return { calls: (method: string, path: string) => receivedAt(received, method, path) };
}

/** Opens the select labelled `label` inside `container` and clicks one of its options. */
export async function pick(user: UserEvent, container: HTMLElement, label: RegExp, option: string) {
  const input = within(container).getByRole('combobox', { name: label });
  await user.click(input);
  const listbox = document.querySelector(`[role="listbox"][aria-labelledby="${input.id}-label"]`);
  if (!listbox) throw new Error(`${String(label)} has no list`);
  await user.click(within(listbox as HTMLElement).getByRole('option', { name: option, hidden: true }));
}
