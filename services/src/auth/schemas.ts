import { entityRefSchema } from '../http/schemas';

const email = { type: 'string', minLength: 3, maxLength: 254, format: 'email' } as const;
const refresh = { type: 'string', minLength: 20, maxLength: 200 } as const;

export const loginBodySchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: { email, password: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

export const refreshBodySchema = {
  type: 'object',
  required: ['refresh'],
  additionalProperties: false,
  properties: { refresh },
} as const;

export const tokenPairSchema = {
  type: 'object',
  required: ['access', 'refresh'],
  properties: {
    access: {
      type: 'object',
      required: ['token', 'expires'],
      properties: { token: { type: 'string' }, expires: { type: 'string', format: 'date-time' } },
    },
    refresh: { type: 'string' },
  },
} as const;

// Nullable objects as `type: [object, null]` rather than anyOf: the serializer then needs no
// runtime schema matching on every response.
const nullableEntityRef = { ...entityRefSchema, type: ['object', 'null'] } as const;

export const profileSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'profilePhoto', 'doNotShowAgain', 'userType', 'personas', 'encompassId', 'hasIntegrationToken', 'tpoUser', 'impersonator'],
  properties: {
    id: { type: 'string' },
    name: { type: 'object', required: ['first', 'last'], properties: { first: { type: 'string' }, last: { type: 'string' } } },
    email: { type: 'string' },
    profilePhoto: { type: ['object', 'null'], required: ['url'], properties: { url: { type: 'string' } } },
    doNotShowAgain: { type: 'array', items: { type: 'string' } },
    userType: { type: 'string', enum: ['external', 'internal'] },
    personas: { type: 'array', items: entityRefSchema },
    encompassId: { type: ['string', 'null'] },
    hasIntegrationToken: { type: 'boolean' },
    tpoUser: {
      type: ['object', 'null'],
      required: ['firstName', 'lastName', 'email', 'phone', 'roleTypes', 'encompassId', 'salesRep', 'organization', 'personas'],
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        roleTypes: { type: 'array', items: { type: 'string', enum: ['lo', 'lp'] } },
        encompassId: { type: ['string', 'null'] },
        salesRep: nullableEntityRef,
        organization: entityRefSchema,
        personas: { type: 'array', items: entityRefSchema },
      },
    },
    impersonator: { type: ['object', 'null'], required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
  },
} as const;

export const doNotShowAgainBodySchema = {
  type: 'object',
  required: ['key', 'value'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' },
    value: { type: 'boolean' },
  },
} as const;
