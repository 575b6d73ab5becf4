/** JSON schemas of the loan routes (validation, serialisation and the OpenAPI document). */
import { FIELD_DATA_TYPES, FIELD_FORMATS, LOAN_CHANNELS, MAX_BORROWER_PAIRS } from 'shared-rules';
import { idParamSchema } from '../http/schemas';

export const LOAN_STATUSES = ['Active', 'Submitted', 'In Underwriting', 'Approved', 'Closed', 'Withdrawn', 'Denied'] as const;

/** The loan document is validated by the field catalogue when written, not by a schema. */
export const loanDocumentSchema = { type: 'object', additionalProperties: true } as const;

export const loanSummarySchema = {
  type: 'object',
  required: [
    'id',
    'loanNumber',
    'organizationId',
    'organizationName',
    'channel',
    'delegated',
    'status',
    'folder',
    'borrowerName',
    'loanAmount',
    'loanPurpose',
    'loanProgramName',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'string' },
    loanNumber: { type: 'string' },
    organizationId: { type: 'string' },
    organizationName: { type: 'string' },
    channel: { type: 'string', enum: [...LOAN_CHANNELS] },
    delegated: { type: 'boolean' },
    status: { type: 'string', enum: [...LOAN_STATUSES] },
    folder: { type: 'string' },
    borrowerName: { type: 'string' },
    loanAmount: { type: ['number', 'null'] },
    loanPurpose: { type: ['string', 'null'] },
    loanProgramName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const loanContactSchema = {
  type: ['object', 'null'],
  required: ['userId', 'name', 'email'],
  properties: { userId: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
} as const;

export const loanDetailSchema = {
  type: 'object',
  required: [...loanSummarySchema.required, 'contacts', 'document'],
  properties: {
    ...loanSummarySchema.properties,
    contacts: {
      type: 'object',
      required: ['loanOfficer', 'loanProcessor', 'submissionContact'],
      properties: { loanOfficer: loanContactSchema, loanProcessor: loanContactSchema, submissionContact: loanContactSchema },
    },
    document: loanDocumentSchema,
  },
} as const;

export const pipelineQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    orgId: idParamSchema.properties.id,
    status: { type: 'string', enum: [...LOAN_STATUSES] },
  },
} as const;

export const pagedLoansSchema = {
  type: 'object',
  required: ['items', 'page', 'pageSize', 'total'],
  properties: {
    items: { type: 'array', items: loanSummarySchema },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

/** `ids=4000,65#2,CX.CORE.COC`: comma-separated field ids, at most 500 of them. */
export const fieldIdsQuerySchema = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'string', minLength: 1, maxLength: 20_000, pattern: '^[A-Za-z0-9_.#,\\- ]+$' } },
} as const;

const fieldValueSchema = { type: ['string', 'number', 'boolean', 'null'] } as const;

export const fieldValuesSchema = {
  type: 'object',
  required: ['values'],
  properties: { values: { type: 'object', additionalProperties: fieldValueSchema } },
} as const;

const fieldDefinitionSchema = {
  type: 'object',
  required: ['id', 'description', 'format', 'dataType', 'options', 'readOnly', 'jsonPath'],
  properties: {
    id: { type: 'string' },
    description: { type: 'string' },
    format: { type: 'string', enum: [...FIELD_FORMATS] },
    dataType: { type: 'string', enum: [...FIELD_DATA_TYPES] },
    options: {
      type: 'array',
      items: { type: 'object', required: ['text', 'value'], properties: { text: { type: 'string' }, value: { type: 'string' } } },
    },
    readOnly: { type: 'boolean' },
    jsonPath: { type: 'string' },
  },
} as const;

export const fieldSchemasSchema = {
  type: 'object',
  required: ['fields', 'unknownFieldIds'],
  properties: {
    fields: { type: 'array', items: fieldDefinitionSchema },
    unknownFieldIds: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A 25 MB file is about 35 MB of base64; the body limit of the route adds room for the JSON around it. */
export const CONVERT_XML_BODY_LIMIT = 36 * 1024 * 1024;

export const convertXmlBodySchema = {
  type: 'object',
  required: ['file'],
  additionalProperties: false,
  // The length and content are judged by convertLoanFile, which names the problem in the user's words.
  properties: { file: { type: 'string', maxLength: CONVERT_XML_BODY_LIMIT } },
} as const;

const importWarningSchema = {
  type: 'object',
  required: ['element', 'detail'],
  properties: { element: { type: 'string' }, detail: { type: 'string' } },
} as const;

export const convertXmlResponseSchema = {
  type: 'object',
  required: ['loan', 'token', 'warnings'],
  properties: {
    loan: loanDocumentSchema,
    token: { type: 'string' },
    warnings: { type: 'array', items: importWarningSchema },
  },
} as const;

const tokenText = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const tokenBodySchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: tokenText },
} as const;

export const loanTokenDataSchema = {
  type: 'object',
  required: ['loan', 'expiresAt'],
  properties: { loan: loanDocumentSchema, expiresAt: { type: 'string', format: 'date-time' } },
} as const;

export const transitionRequestSchema = {
  type: 'object',
  required: ['transition'],
  additionalProperties: false,
  properties: { transition: { type: 'boolean', const: true } },
} as const;

export const transitionTokenSchema = {
  type: 'object',
  required: ['token', 'expiresAt'],
  properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
} as const;

export const transitionRedemptionSchema = {
  type: 'object',
  required: ['userId', 'email', 'organizationId'],
  properties: { userId: { type: 'string' }, email: { type: 'string' }, organizationId: { type: ['string', 'null'] } },
} as const;

const contactRefSchema = {
  anyOf: [
    {
      type: 'object',
      required: ['orgId', 'contactId'],
      additionalProperties: false,
      properties: { orgId: idParamSchema.properties.id, contactId: idParamSchema.properties.id },
    },
    { type: 'null' },
  ],
} as const;

const customFieldsSchema = {
  type: 'array',
  maxItems: 200,
  items: {
    type: 'object',
    required: ['fieldName', 'value'],
    additionalProperties: false,
    properties: { fieldName: { type: 'string', minLength: 1, maxLength: 100 }, value: { type: 'string', maxLength: 2000 } },
  },
} as const;

export const createLoanBodySchema = {
  type: 'object',
  required: ['channel', 'delegated', 'loanData', 'contacts'],
  additionalProperties: false,
  properties: {
    channel: { type: 'string', enum: [...LOAN_CHANNELS] },
    delegated: { type: 'boolean' },
    loanData: {
      type: 'object',
      additionalProperties: false,
      properties: {
        loanProgramName: { type: 'string', maxLength: 200 },
        mortgageType: { type: 'string', maxLength: 40 },
        customFields: customFieldsSchema,
        fields: {
          type: 'object',
          maxProperties: 500,
          propertyNames: { maxLength: 100, pattern: `^[A-Za-z0-9_.]+(#[1-${MAX_BORROWER_PAIRS}])?$` },
          additionalProperties: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
        },
      },
    },
    contacts: {
      type: 'object',
      additionalProperties: false,
      properties: { loanOfficer: contactRefSchema, loanProcessor: contactRefSchema, submissionContact: contactRefSchema },
    },
    customFields: customFieldsSchema,
    loanToken: tokenText,
  },
} as const;

export const idempotencyHeadersSchema = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' } },
} as const;

export const createLoanResponseSchema = {
  type: 'object',
  required: ['loan'],
  properties: { loan: loanSummarySchema },
} as const;

const redirectRuleSchema = {
  type: 'object',
  required: ['enabled', 'rules', 'redirectUrl'],
  properties: {
    enabled: { type: 'boolean' },
    rules: {
      type: 'array',
      items: { type: 'object', required: ['fieldId', 'operator'], properties: { fieldId: { type: 'string' }, operator: { type: 'string' }, value: {} } },
    },
    percent: { type: ['number', 'null'] },
    redirectUrl: { type: 'string' },
    errorMessage: { type: ['string', 'null'] },
  },
} as const;

export const addLoanSettingsSchema = {
  type: 'object',
  required: ['loanUpload', 'generalSettings', 'companyInformation', 'featureFlags'],
  properties: {
    loanUpload: {
      type: 'object',
      required: ['maxFileSizeBytes', 'acceptedExtensions', 'redirectRules'],
      properties: {
        maxFileSizeBytes: { type: 'integer' },
        acceptedExtensions: { type: 'array', items: { type: 'string' } },
        redirectRules: { type: 'array', items: redirectRuleSchema },
      },
    },
    generalSettings: {
      type: 'object',
      required: ['loanUpload'],
      properties: {
        loanUpload: {
          type: 'object',
          required: ['enableWholesale', 'enableNonDelegated', 'enableDelegated'],
          properties: { enableWholesale: { type: 'boolean' }, enableNonDelegated: { type: 'boolean' }, enableDelegated: { type: 'boolean' } },
        },
      },
    },
    companyInformation: { type: 'object', required: ['companyName'], properties: { companyName: { type: 'string' } } },
    featureFlags: {
      type: 'object',
      required: ['thirdContact', 'hoiOptOut', 'nonQmRedirect'],
      properties: { thirdContact: { type: 'boolean' }, hoiOptOut: { type: 'boolean' }, nonQmRedirect: { type: 'boolean' } },
    },
  },
} as const;

/** The JSON schema a route parameter `:id` of a loan uses. */
export const loanIdParamSchema = idParamSchema;
