/**
 * Which loan events partners hear, as which webhook event type, and the few fields of each event
 * that go with it (`WEBHOOK_EVENT_TYPES` in shared-rules documents them). A loan event kind absent
 * here is never sent: field changes and borrower pairs carry borrowers' personal data, comments,
 * notes and rejection reasons are free text, and the loan lock is the portal's own business.
 */
import type { LoanEventKind, WebhookEventType, WebhookPayload } from 'shared-rules';
import type { RecordedLoanEvent } from '../loans';

interface EventMapping {
  type: WebhookEventType;
  /** The event's detail fields that are sent, by name. */
  fields: readonly string[];
}

const MAPPINGS: Partial<Record<LoanEventKind, EventMapping>> = {
  created: { type: 'loan.created', fields: [] },
  'step-changed': { type: 'loan.step_changed', fields: ['from', 'to'] },
  archived: { type: 'loan.archived', fields: [] },
  unarchived: { type: 'loan.unarchived', fields: [] },
  'contacts-changed': { type: 'loan.contacts_changed', fields: [] },
  'condition-added': { type: 'condition.added', fields: ['conditionId', 'title', 'category'] },
  'condition-status-changed': { type: 'condition.status_changed', fields: ['conditionId', 'from', 'to'] },
  'condition-removed': { type: 'condition.removed', fields: ['conditionId', 'title', 'status'] },
  'document-uploaded': { type: 'document.uploaded', fields: ['attachmentId', 'taskTag'] },
  'document-rejected': { type: 'document.rejected', fields: ['attachmentId', 'conditionId'] },
};

/** The webhook type of a loan event kind, or null when partners do not hear of it. */
export const webhookTypeOf = (kind: LoanEventKind): WebhookEventType | null => MAPPINGS[kind]?.type ?? null;

/** The loan a payload names. */
export interface PayloadLoan {
  id: string;
  loanNumber: string;
  organizationId: string;
}

/** The JSON body of a delivery; null for an event partners do not hear of. */
export function webhookPayloadOf(event: RecordedLoanEvent, loan: PayloadLoan): WebhookPayload | null {
  const mapping = MAPPINGS[event.kind];
  if (!mapping) return null;
  const details = event.details ?? {};
  const fields = Object.fromEntries(mapping.fields.map((field) => [field, details[field] ?? null]));
  // Contacts changes name the roles whose user changed, by user id: `{ role: { from, to } }`.
  if (event.kind === 'contacts-changed') fields.changes = details;
  return {
    type: mapping.type,
    timestamp: event.occurredAt.toISOString(),
    data: { loanId: loan.id, loanNumber: loan.loanNumber, organizationId: loan.organizationId, ...fields },
  };
}
