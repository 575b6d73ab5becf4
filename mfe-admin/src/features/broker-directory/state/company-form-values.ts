import {
  CHANNEL_TYPES,
  CORRESPONDENT_SELECTIONS,
  ORGANIZATION_TEXTS,
  type ApprovalStatus,
  type ChannelType,
  type CorrespondentSelection,
  type Organization,
  type OrganizationCreateRequest,
  type OrganizationUpdateRequest,
} from 'shared-rules';

/** The company form's values, named as the request fields they become. */
export interface CompanyFormValues {
  name: string;
  approvalStatus: ApprovalStatus;
  channelTypes: ChannelType[];
  correspondentSelection: CorrespondentSelection[];
  /** Null: no primary account executive. */
  primaryAeId: string | null;
}

export type CompanyFormField = keyof CompanyFormValues;
export const COMPANY_FORM_FIELDS: readonly CompanyFormField[] = [
  'name',
  'approvalStatus',
  'channelTypes',
  'correspondentSelection',
  'primaryAeId',
];

/** A new company: pending until someone makes it Active, so its users cannot add loans yet. */
export function emptyCompanyValues(): CompanyFormValues {
  return { name: '', approvalStatus: 'Pending', channelTypes: [], correspondentSelection: [], primaryAeId: null };
}

export function companyValuesOf(organization: Organization): CompanyFormValues {
  const { basicInfo } = organization;
  return {
    name: organization.summary.organizationName,
    approvalStatus: basicInfo.approvalStatus.currentStatus,
    channelTypes: [...basicInfo.channelTypes],
    correspondentSelection: [...basicInfo.correspondentSelection],
    primaryAeId: basicInfo.primarySalesRepAe?.userId ?? null,
  };
}

/** `values` in the order of `all`, so that the same choices always read and compare the same. */
function inOrder<T extends string>(all: readonly T[], values: readonly T[]): T[] {
  return all.filter((value) => values.includes(value));
}

function sameChoices<T extends string>(all: readonly T[], a: readonly T[], b: readonly T[]): boolean {
  return inOrder(all, a).join('\n') === inOrder(all, b).join('\n');
}

/**
 * The problems services would refuse the values for, by field (undefined when fine): a name, and a
 * correspondent selection exactly when the company has the Correspondent channel.
 */
export function companyProblems(values: CompanyFormValues): Partial<Record<CompanyFormField, string>> {
  const correspondent = values.channelTypes.includes('Correspondent');
  const selected = values.correspondentSelection.length > 0;
  return {
    name: values.name.trim() === '' ? ORGANIZATION_TEXTS.nameRequired : undefined,
    correspondentSelection:
      correspondent && !selected
        ? ORGANIZATION_TEXTS.correspondentNeedsSelection
        : !correspondent && selected
          ? ORGANIZATION_TEXTS.correspondentNeedsChannel
          : undefined,
  };
}

/** `POST /api/admin/organizations` body of the form's values. */
export function createRequestOf(values: CompanyFormValues): OrganizationCreateRequest {
  return {
    name: values.name.trim(),
    approvalStatus: values.approvalStatus,
    channelTypes: inOrder(CHANNEL_TYPES, values.channelTypes),
    correspondentSelection: inOrder(CORRESPONDENT_SELECTIONS, values.correspondentSelection),
    primaryAeId: values.primaryAeId,
  };
}

/**
 * `PATCH /api/admin/organizations/:id` body: only the fields that differ from `initial` (the
 * company as loaded), or null when nothing changed. The primary account executive is sent only
 * when `withPrimaryAe` (administrators), since services refuse it from anyone else.
 */
export function updateRequestOf(
  initial: CompanyFormValues,
  values: CompanyFormValues,
  withPrimaryAe: boolean,
): OrganizationUpdateRequest | null {
  const wanted = createRequestOf(values);
  const changes: OrganizationUpdateRequest = {};
  if (wanted.name !== initial.name.trim()) changes.name = wanted.name;
  if (wanted.approvalStatus !== initial.approvalStatus) changes.approvalStatus = wanted.approvalStatus;
  if (!sameChoices(CHANNEL_TYPES, wanted.channelTypes, initial.channelTypes)) changes.channelTypes = wanted.channelTypes;
  if (!sameChoices(CORRESPONDENT_SELECTIONS, wanted.correspondentSelection, initial.correspondentSelection)) {
    changes.correspondentSelection = wanted.correspondentSelection;
  }
  if (withPrimaryAe && wanted.primaryAeId !== initial.primaryAeId) changes.primaryAeId = wanted.primaryAeId;
  return Object.keys(changes).length > 0 ? changes : null;
}
