const idString = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;

export const organizationSchema = {
  type: 'object',
  required: ['summary', 'basicInfo'],
  properties: {
    summary: {
      type: 'object',
      required: ['id', 'organizationName'],
      properties: { id: { type: 'string' }, organizationName: { type: 'string' } },
    },
    basicInfo: {
      type: 'object',
      required: ['channelTypes', 'correspondentSelection', 'approvalStatus', 'primarySalesRepAe'],
      properties: {
        channelTypes: { type: 'array', items: { type: 'string' } },
        correspondentSelection: { type: 'array', items: { type: 'string' } },
        approvalStatus: { type: 'object', required: ['currentStatus'], properties: { currentStatus: { type: 'string' } } },
        primarySalesRepAe: { type: ['object', 'null'], required: ['userId'], properties: { userId: { type: 'string' } } },
      },
    },
  },
} as const;

export const externalUserSchema = {
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'email', 'disabledLogin', 'roleTypes', 'organizationId', 'phone', 'encompassId'],
  properties: {
    id: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    disabledLogin: { type: 'boolean' },
    roleTypes: { type: 'array', items: { type: 'string' } },
    organizationId: { type: 'string' },
    phone: { type: 'string' },
    encompassId: { type: ['string', 'null'] },
  },
} as const;

export const internalUserSchema = {
  type: 'object',
  required: ['id', 'fullName', 'email', 'phone', 'cell'],
  properties: {
    id: { type: 'string' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    cell: { type: 'string' },
  },
} as const;

export const summaryQuerySchema = {
  type: 'object',
  required: ['orgId'],
  properties: {
    orgId: idString,
    roleType: { type: 'string', enum: ['lo', 'lp', 'both'], default: 'both' },
    includeDisabled: { type: 'boolean', default: false },
  },
} as const;

export const searchBodySchema = {
  type: 'object',
  required: ['page', 'pageSize'],
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    query: { type: 'string', maxLength: 100 },
    orgId: idString,
    includeDisabled: { type: 'boolean' },
  },
} as const;

export const encompassIdsBodySchema = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: idString } },
} as const;

export const encompassUserCardSchema = {
  type: 'object',
  required: ['id', 'encompassId', 'name', 'mobile', 'email', 'profilePhoto'],
  properties: {
    id: { type: 'string' },
    encompassId: { type: 'string' },
    name: { type: 'string' },
    mobile: { type: 'string' },
    email: { type: 'string' },
    profilePhoto: { type: ['object', 'null'], required: ['url'], properties: { url: { type: 'string' } } },
  },
} as const;
