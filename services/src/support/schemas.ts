import { SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from 'shared-rules';
import { idParamSchema } from '../http/schemas';

export const URL_MAX_LENGTH = 2000;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 200;

// Emptiness is checked after trimming by the routes, with the forms' own texts.
const subject = { type: 'string', maxLength: SUPPORT_SUBJECT_MAX_LENGTH } as const;
const description = { type: 'string', maxLength: SUPPORT_DESCRIPTION_MAX_LENGTH } as const;
const email = { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH } as const;
const name = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;
const url = { type: 'string', maxLength: URL_MAX_LENGTH } as const;

export const ticketCreateBodySchema = {
  type: 'object',
  required: ['subject', 'description', 'requester', 'context'],
  additionalProperties: false,
  properties: {
    subject,
    description,
    requester: {
      type: 'object',
      required: ['email', 'name'],
      additionalProperties: false,
      properties: { email, name },
    },
    context: {
      type: 'object',
      required: ['loanId', 'url'],
      additionalProperties: false,
      properties: {
        loanId: { anyOf: [idParamSchema.properties.id, { type: 'null' }] },
        url,
      },
    },
  },
} as const;

export const supportTicketSchema = {
  type: 'object',
  required: ['id', 'number', 'subject', 'description', 'requester', 'context', 'status', 'createdAt', 'delivery'],
  properties: {
    id: { type: 'string' },
    number: { type: 'string' },
    subject: { type: 'string' },
    description: { type: 'string' },
    requester: {
      type: 'object',
      required: ['userId', 'email', 'name'],
      properties: { userId: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
    },
    context: {
      type: 'object',
      required: ['loanId', 'url'],
      properties: { loanId: { type: ['string', 'null'] }, url: { type: 'string' } },
    },
    status: { type: 'string', enum: ['open'] },
    createdAt: { type: 'string', format: 'date-time' },
    delivery: { type: 'string', enum: ['smtp', 'outbox'] },
  },
} as const;

/** MM/DD/YYYY h:mm:ss a, e.g. 03/14/2026 9:05:07 PM: the sender's local time, shown as written. */
export const LOAN_HELP_DATE = /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AaPp][Mm]$/;

export const loanHelpBodySchema = {
  type: 'object',
  required: ['email', 'subject', 'description', 'date', 'loan', 'ae', 'lo'],
  additionalProperties: false,
  properties: {
    email,
    subject,
    description,
    // Its format (LOAN_HELP_DATE) is checked by the route, with a message naming it.
    date: { type: 'string', maxLength: 40, description: 'MM/DD/YYYY h:mm:ss a, the sender\'s local time' },
    loan: {
      type: 'object',
      required: ['number', 'url'],
      additionalProperties: false,
      properties: { number: { type: 'string', minLength: 1, maxLength: 40 }, url },
    },
    // The form shows the account executive's name; the recipient is chosen by the server.
    ae: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name },
    },
    lo: {
      type: 'object',
      required: ['name', 'role', 'email', 'phone'],
      additionalProperties: false,
      properties: { name, role: { type: 'string', maxLength: 100 }, email, phone: { type: 'string', maxLength: 40 } },
    },
  },
} as const;

export const loanHelpResponseSchema = {
  type: 'object',
  required: ['emailId', 'delivery', 'accountExecutive'],
  properties: {
    emailId: { type: 'string' },
    delivery: { type: 'string', enum: ['smtp', 'outbox'] },
    accountExecutive: {
      type: 'object',
      required: ['userId', 'name'],
      properties: { userId: { type: 'string' }, name: { type: 'string' } },
    },
  },
} as const;
