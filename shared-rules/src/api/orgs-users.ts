/** Broker and correspondent organisations and their users (`/api/external-orgs`, `/api/*-users`). */
import { Type, type Static } from 'typebox';
import { RoleTypeSchema, ProfilePhotoSchema } from './profile';
import { IdString, Nullable, StringEnum } from './schema-kit';

export const CHANNEL_TYPES = ['Brokered - Wholesale', 'Correspondent'] as const;
export const ChannelTypeSchema = StringEnum(CHANNEL_TYPES);
export type ChannelType = Static<typeof ChannelTypeSchema>;

export const CORRESPONDENT_SELECTIONS = ['Delegated', 'Non-Delegated'] as const;
export const CorrespondentSelectionSchema = StringEnum(CORRESPONDENT_SELECTIONS);
export type CorrespondentSelection = Static<typeof CorrespondentSelectionSchema>;

export const APPROVAL_STATUSES = ['Active', 'Pending', 'Suspended', 'Inactive'] as const;
export const ApprovalStatusSchema = StringEnum(APPROVAL_STATUSES);
export type ApprovalStatus = Static<typeof ApprovalStatusSchema>;

/** `GET /api/external-orgs` items and `GET /api/external-orgs/:id`. */
export const OrganizationSchema = Type.Object({
  summary: Type.Object({ id: Type.String(), organizationName: Type.String() }),
  basicInfo: Type.Object({
    channelTypes: Type.Array(ChannelTypeSchema),
    correspondentSelection: Type.Array(CorrespondentSelectionSchema),
    approvalStatus: Type.Object({ currentStatus: ApprovalStatusSchema }),
    primarySalesRepAe: Nullable(Type.Object({ userId: Type.String() })),
  }),
});
export type Organization = Static<typeof OrganizationSchema>;
export const OrganizationListSchema = Type.Array(OrganizationSchema);

/** External user summary rows (`GET /api/external-users/summary`). */
export const ExternalUserSchema = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  disabledLogin: Type.Boolean(),
  roleTypes: Type.Array(RoleTypeSchema),
  organizationId: Type.String(),
  phone: Type.String(),
  encompassId: Nullable(Type.String()),
});
export type ExternalUser = Static<typeof ExternalUserSchema>;

/** `GET /api/external-users/summary` query; `both` means anyone holding lo or lp. */
export const ExternalUsersSummaryQuerySchema = Type.Object({
  orgId: IdString(),
  roleType: Type.Optional(StringEnum(['lo', 'lp', 'both'], { default: 'both' })),
  includeDisabled: Type.Optional(Type.Boolean({ default: false })),
});
export type ExternalUsersSummaryQuery = Static<typeof ExternalUsersSummaryQuerySchema>;

export const ExternalUsersSummarySchema = Type.Object({ results: Type.Array(ExternalUserSchema) });
export type ExternalUsersSummary = Static<typeof ExternalUsersSummarySchema>;

/** `POST /api/external-users` body: a page of the external users the caller reaches. */
export const ExternalUserSearchRequestSchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
    query: Type.Optional(Type.String({ maxLength: 100 })),
    orgId: Type.Optional(IdString()),
    includeDisabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ExternalUserSearchRequest = Static<typeof ExternalUserSearchRequestSchema>;

/** `GET /api/internal-users/:id`. */
export const InternalUserSchema = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  cell: Type.String(),
});
export type InternalUser = Static<typeof InternalUserSchema>;

/** `POST /api/users/by-encompass-ids` body. */
export const EncompassIdsRequestSchema = Type.Object(
  { ids: Type.Array(IdString(), { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type EncompassIdsRequest = Static<typeof EncompassIdsRequestSchema>;

/** `POST /api/users/by-encompass-ids` items: a contact card for a user known by encompass id. */
export const EncompassUserCardSchema = Type.Object({
  id: Type.String(),
  encompassId: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  profilePhoto: ProfilePhotoSchema,
});
export type EncompassUserCard = Static<typeof EncompassUserCardSchema>;
export const EncompassUserCardListSchema = Type.Array(EncompassUserCardSchema);
