import type { Selectable } from 'kysely';
import type { ExternalUser, InternalUser, Organization } from 'shared-rules';
import type { OrganizationTable, UserTable } from '../../../platform/db/schema';

export type ExternalUserColumns = Pick<
  Selectable<UserTable>,
  'id' | 'firstName' | 'lastName' | 'email' | 'disabledLogin' | 'roleTypes' | 'organizationId' | 'phone' | 'encompassId'
>;

export const EXTERNAL_USER_COLUMNS = [
  'users.id',
  'users.firstName',
  'users.lastName',
  'users.email',
  'users.disabledLogin',
  'users.roleTypes',
  'users.organizationId',
  'users.phone',
  'users.encompassId',
] as const;

export function toOrganization(row: Selectable<OrganizationTable>): Organization {
  return {
    summary: { id: row.id, organizationName: row.name },
    basicInfo: {
      channelTypes: row.channelTypes,
      correspondentSelection: row.correspondentSelection,
      approvalStatus: { currentStatus: row.approvalStatus },
      primarySalesRepAe: row.primaryAeId ? { userId: row.primaryAeId } : null,
    },
  };
}

export function toExternalUser(row: ExternalUserColumns): ExternalUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    disabledLogin: row.disabledLogin,
    roleTypes: row.roleTypes,
    organizationId: row.organizationId ?? '',
    phone: row.phone,
    encompassId: row.encompassId,
  };
}

export function toInternalUser(
  row: Pick<Selectable<UserTable>, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'cell'>,
): InternalUser {
  return { id: row.id, fullName: `${row.firstName} ${row.lastName}`, email: row.email, phone: row.phone, cell: row.cell };
}
