/** The contact-support forms: technical tickets and Loan Help to the account executive (`/api/support/*`). */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, StringEnum } from './schema-kit';

/** Longest subject and description a support form sends; services check them again. */
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 5000;
/** Longest page or loan URL a support form sends. */
export const SUPPORT_URL_MAX_LENGTH = 2000;

// Emptiness is checked after trimming by the routes, with the forms' own texts.
const Subject = Type.String({ maxLength: SUPPORT_SUBJECT_MAX_LENGTH });
const Description = Type.String({ maxLength: SUPPORT_DESCRIPTION_MAX_LENGTH });
const Email = Type.String({ minLength: 1, maxLength: 254 });
const PersonName = Type.String({ maxLength: 200 });
const Url = Type.String({ maxLength: SUPPORT_URL_MAX_LENGTH });

/** How an email left the portal: handed to the SMTP server, or kept in the outbox (no SMTP configured). */
export const EMAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export const EmailDeliverySchema = StringEnum(EMAIL_DELIVERIES);
export type EmailDelivery = Static<typeof EmailDeliverySchema>;

/**
 * `POST /api/support/tickets` body (the spec's Create ticket payload). The requester must be the
 * signed-in user; a context loan must be one the user reaches.
 */
export const SupportTicketCreateRequestSchema = Type.Object(
  {
    subject: Subject,
    description: Description,
    requester: Type.Object({ email: Email, name: PersonName }, { additionalProperties: false }),
    context: Type.Object({ loanId: Type.Union([IdString(), Type.Null()]), url: Url }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type SupportTicketCreateRequest = Static<typeof SupportTicketCreateRequestSchema>;

/** `POST /api/support/tickets` answer (201). */
export const SupportTicketSchema = Type.Object({
  id: Type.String(),
  /** Shown to people: `TS-` and six digits, in order of creation. */
  number: Type.String(),
  subject: Type.String(),
  description: Type.String(),
  requester: Type.Object({ userId: Type.String(), email: Type.String(), name: Type.String() }),
  context: Type.Object({ loanId: Nullable(Type.String()), url: Type.String() }),
  status: StringEnum(['open']),
  /** ISO 8601 instant. */
  createdAt: DateTimeString(),
  /** How the email to the lender's support address left. */
  delivery: EmailDeliverySchema,
});
export type SupportTicket = Static<typeof SupportTicketSchema>;

/**
 * `POST /api/support/loan-help` body (the spec's help email payload): an external user asks the
 * account executive of their organisation about a loan. Services pick the recipient themselves
 * (the user's account executive) and read the loan by its number; `email` and `lo.email` must be
 * the signed-in user's.
 */
export const LoanHelpRequestSchema = Type.Object(
  {
    email: Email,
    subject: Subject,
    description: Description,
    /** MM/DD/YYYY h:mm:ss a (checked by the route with parseHelpEmailDate, which refuses impossible dates), the sender's local time. */
    date: Type.String({ maxLength: 40, description: "MM/DD/YYYY h:mm:ss a, the sender's local time" }),
    loan: Type.Object({ number: Type.String({ minLength: 1, maxLength: 40 }), url: Url }, { additionalProperties: false }),
    /** The form shows the account executive's name; the recipient is chosen by the server. */
    ae: Type.Object({ name: PersonName }, { additionalProperties: false }),
    lo: Type.Object(
      { name: PersonName, role: Type.String({ maxLength: 100 }), email: Email, phone: Type.String({ maxLength: 40 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type LoanHelpRequest = Static<typeof LoanHelpRequestSchema>;

/** `POST /api/support/loan-help` answer (201). The account executive is also notified in the portal. */
export const LoanHelpResponseSchema = Type.Object({
  emailId: Type.String(),
  delivery: EmailDeliverySchema,
  accountExecutive: Type.Object({ userId: Type.String(), name: Type.String() }),
});
export type LoanHelpResponse = Static<typeof LoanHelpResponseSchema>;
